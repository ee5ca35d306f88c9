// Look-ups a save runs every time (its firm, party and items), compiled to SQL text once per store and
// shape instead of being built as a Kysely query tree on every save: the tree of a select naming some
// forty columns costs more CPU than SQLite takes to run it (measured with --cpu-prof on
// tests/bench/posting.bench.ts).
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/** By store (a Kysely adapter, shared by its transactions), owner (the column list it names) and shape: the SQL text. */
const texts = new WeakMap<object, WeakMap<object, Map<string, string>>>();

/**
 * The rows of the query `build` makes, whose parameters must be `parameters` in this order. Its text is
 * compiled by Kysely the first time (and the parameters checked against it), then reused for the same
 * `owner` and `shape`: both must name everything that changes the text.
 */
export async function compiledOnce<R>(db: Kysely<any>, owner: object, shape: string, parameters: unknown[], build: () => Compilable<R>): Promise<R[]> {
  const adapter = db.getExecutor().adapter;
  let byOwner = texts.get(adapter);
  if (!byOwner) texts.set(adapter, (byOwner = new WeakMap()));
  let byShape = byOwner.get(owner);
  if (!byShape) byOwner.set(owner, (byShape = new Map()));
  let text = byShape.get(shape);
  if (text === undefined) {
    const compiled = build().compile();
    if (compiled.parameters.length !== parameters.length || compiled.parameters.some((value, index) => !Object.is(value, parameters[index]))) {
      throw new Error(`compiledOnce ${shape}: the query's parameters are not the ones given`);
    }
    text = compiled.sql;
    byShape.set(shape, text);
  }
  return (await db.executeQuery<R>(CompiledQuery.raw(text, parameters))).rows;
}
