// Which store errors are the database not answering just now (503 with Retry-After, http/errors.ts) and
// which are faults (500): faults a test cannot easily make happen for real (a full disk, the server
// shutting down) are checked here by the errors the drivers give.
import { describe, expect, it } from 'vitest';
import { saysStoreUnavailable, storeUnavailable } from '../../src/server/db/errors.ts';

const sqlite = (errcode: number, message: string) => Object.assign(new Error(message), { code: 'ERR_SQLITE_ERROR', errcode });
const postgres = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('store errors that mean "not just now"', () => {
  it.each([
    ['a statement timeout', postgres('57014', 'canceling statement due to statement timeout'), /took too long/],
    ['a lock timeout', postgres('55P03', 'canceling statement due to lock timeout'), /held by another change/],
    ['the server shutting down', postgres('57P01', 'terminating connection due to administrator command'), /not answering/],
    ['too many connections', postgres('53300', 'sorry, too many clients already'), /not answering/],
    ['a connection failure', postgres('08006', 'connection failure'), /not answering/],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), /not answering/],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), /not answering/],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly'), /not answering/],
    ['no connection in time', new Error('timeout exceeded when trying to connect'), /not answering/],
    ['a server that stopped answering', new Error('Query read timeout'), /not answering/],
    ['SQLite busy', sqlite(5, 'database is locked'), /busy with another program/],
    ['SQLite busy (extended code)', sqlite(517, 'database is locked'), /busy with another program/],
    ['SQLite disk full', sqlite(13, 'database or disk is full'), /disk is full/],
    ['SQLite I/O error', sqlite(10, 'disk I/O error'), /not answering/],
  ])('%s is a 503', (_what, error, sentence) => {
    const said = storeUnavailable(error);
    expect(said).toMatch(sentence);
    expect(saysStoreUnavailable(said!)).toBe(true);
  });

  it.each([
    ['a unique violation', postgres('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error (our fault)', postgres('42601', 'syntax error at or near "selec"')],
    ['SQLite constraint', sqlite(2067, 'UNIQUE constraint failed: unit.UnitName')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'Id')")],
    ['nothing', null],
  ])('%s is not', (_what, error) => {
    expect(storeUnavailable(error)).toBeNull();
  });

  it('knows its own sentences only', () => {
    expect(saysStoreUnavailable('Password reset by e-mail is not set up on this server; ask the business owner')).toBe(false);
  });
});
