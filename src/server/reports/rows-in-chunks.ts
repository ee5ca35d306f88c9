// A report query's rows a chunk at a time, as the database hands them over (a cursor on PostgreSQL, an
// iterating statement on SQLite), for reports that stream their answer (ReportStream): the day book and the
// ledgers, which run to hundreds of thousands of lines in a busy year.
import type { Kysely, RawBuilder } from 'kysely';

const CHUNK = 2000;

export async function* rowsInChunks<R>(db: Kysely<any>, query: RawBuilder<R>, chunkSize = CHUNK): AsyncIterable<R[]> {
  for await (const result of db.getExecutor().stream(query.compile(db), chunkSize)) yield result.rows as R[];
}
