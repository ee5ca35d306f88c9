// A report query's rows a chunk at a time, as the database hands them over (a cursor on PostgreSQL, an
// iterating statement on SQLite), for reports that stream their answer (ReportStream): the day book, the
// ledgers and the document registers, which run to hundreds of thousands of rows in a busy year.
import type { CompiledQuery, Kysely } from 'kysely';

const CHUNK = 2000;

/** `query`: a raw query (`sql\`...\`.compile(db)`) or a built one (`db.selectFrom(...).compile()`). */
export async function* rowsInChunks<R>(db: Kysely<any>, query: CompiledQuery<R>, chunkSize = CHUNK): AsyncIterable<R[]> {
  for await (const result of db.getExecutor().stream(query, chunkSize)) yield result.rows as R[];
}
