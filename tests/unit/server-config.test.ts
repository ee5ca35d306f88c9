import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

describe('configuration', () => {
  it('works with nothing set', () => {
    const config = loadConfig({}, '/srv/bahi');
    expect(config).toMatchObject({ port: 3000, dataDir: '/srv/bahi/data', databaseUrl: null, client: null, tokenLifetime: 3600, backupEveryHours: 24, backupKeep: 14 });
    expect(config).toMatchObject({ smtpUrl: null, mailFrom: 'Bahi <no-reply@localhost>', publicUrl: null });
    expect(config).toMatchObject({ reportWorkers: Math.min(4, Math.max(1, os.availableParallelism() - 1)), reportTimeLimit: 60 });
  });

  it('takes the report workers and their time budget; 0 workers builds reports on the server thread', () => {
    expect(loadConfig({ REPORT_WORKERS: '0', REPORT_TIME_LIMIT: '300' }, '/x')).toMatchObject({ reportWorkers: 0, reportTimeLimit: 300 });
  });

  it('takes the import workers, their time budget and the rows an import may hold; refuses a bad value', () => {
    expect(loadConfig({}, '/x')).toMatchObject({ importWorkers: 1, importTimeLimit: 30, importMaxRows: 50_000 });
    expect(loadConfig({ IMPORT_WORKERS: '0', IMPORT_TIME_LIMIT: '120', IMPORT_MAX_ROWS: '100000' }, '/x')).toMatchObject({ importWorkers: 0, importTimeLimit: 120, importMaxRows: 100_000 });
    expect(() => loadConfig({ IMPORT_MAX_ROWS: 'many' }, '/x')).toThrow(ConfigError);
  });

  it('takes the PDF workers, their limits and cache, and the per-link pace, with defaults', () => {
    expect(loadConfig({}, '/x')).toMatchObject({ pdfWorkers: 1, pdfTimeLimit: 30, pdfsPerBusiness: 2, pdfCacheMb: 64, sharedLinkOpensPerMinute: 30 });
    expect(loadConfig({ PDF_WORKERS: '2', PDF_TIME_LIMIT: '60', PDFS_PER_BUSINESS: '1', PDF_CACHE_MB: '0', SHARED_LINK_OPENS_PER_MINUTE: '0' }, '/x')).toMatchObject({ pdfWorkers: 2, pdfTimeLimit: 60, pdfsPerBusiness: 1, pdfCacheMb: 0, sharedLinkOpensPerMinute: 0 });
  });

  it('bounds waiting for the database and the stop, in seconds, as milliseconds', () => {
    expect(loadConfig({}, '/x')).toMatchObject({ databaseTimeouts: { statementMs: 15_000, lockMs: 5_000, connectMs: 5_000, busyMs: 5_000 }, shutdownGrace: 7 });
    const config = loadConfig({ DB_STATEMENT_TIMEOUT: '30', DB_LOCK_TIMEOUT: '2', DB_CONNECT_TIMEOUT: '3', DB_BUSY_TIMEOUT: '1', SHUTDOWN_GRACE: '20' }, '/x');
    expect(config).toMatchObject({ databaseTimeouts: { statementMs: 30_000, lockMs: 2_000, connectMs: 3_000, busyMs: 1_000 }, shutdownGrace: 20 });
    // Reports on the server's own thread run on its connections, and keep their own time limit there.
    expect(loadConfig({ REPORT_WORKERS: '0', REPORT_TIME_LIMIT: '90' }, '/x').databaseTimeouts.statementMs).toBe(90_000);
  });

  it('takes the mail settings, keeping PUBLIC_URL without its trailing slash', () => {
    const config = loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com', MAIL_FROM: 'Shop Books <books@shop.example>', PUBLIC_URL: 'https://books.example.com/office/' }, '/x');
    expect(config).toMatchObject({ smtpUrl: 'smtps://u:p@mail.example.com', mailFrom: 'Shop Books <books@shop.example>', publicUrl: 'https://books.example.com/office' });
  });

  it('takes each setting from the environment', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: '/var/bahi', DATABASE_URL: 'postgres://u@h/db', CLIENT: 'demo', TOKEN_LIFETIME: '600' }, '/x');
    expect(config).toMatchObject({ port: 8080, dataDir: '/var/bahi', databaseUrl: 'postgres://u@h/db', client: 'demo', tokenLifetime: 600 });
  });

  it('gives a remembered sign-in a week of idle time, never less than TOKEN_LIFETIME', () => {
    expect(loadConfig({}, '/x').rememberLifetime).toBe(7 * 24 * 3600);
    expect(loadConfig({ REMEMBER_LIFETIME: '86400' }, '/x').rememberLifetime).toBe(86400);
    expect(loadConfig({ TOKEN_LIFETIME: '7200', REMEMBER_LIFETIME: '600' }, '/x').rememberLifetime).toBe(7200);
  });

  it('ends a session 30 days after its sign-in unless SESSION_MAX_AGE says otherwise', () => {
    expect(loadConfig({}, '/x').sessionMaxAge).toBe(2_592_000);
    expect(loadConfig({ SESSION_MAX_AGE: '86400' }, '/x').sessionMaxAge).toBe(86_400);
  });

  it.each([
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [{ PORT: '-1' }, /PORT must be a whole number/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL must be a postgres/],
    [{ DATABASE_URL: 'sqlite://x' }, /must start with postgres/],
    [{ CLIENT: 'a/b' }, /CLIENT must be a folder name/],
    [{ TOKEN_LIFETIME: '5' }, /TOKEN_LIFETIME must be a whole number from 10/],
    [{ SESSION_MAX_AGE: '30d' }, /SESSION_MAX_AGE must be a whole number from 10/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ BACKUP_EVERY_HOURS: 'daily' }, /BACKUP_EVERY_HOURS must be a whole number/],
    [{ BACKUP_KEEP: '0' }, /BACKUP_KEEP must be a whole number from 1/],
    [{ REPORT_WORKERS: 'many' }, /REPORT_WORKERS must be a whole number from 0 to 64/],
    [{ REPORT_TIME_LIMIT: '0' }, /REPORT_TIME_LIMIT must be a whole number from 1 to 3600/],
    [{ PDF_WORKERS: '0' }, /PDF_WORKERS must be a whole number from 1 to 16/],
    [{ PDF_TIME_LIMIT: 'soon' }, /PDF_TIME_LIMIT must be a whole number from 1 to 600/],
    [{ PDFS_PER_BUSINESS: '0' }, /PDFS_PER_BUSINESS must be a whole number from 1 to 100/],
    [{ PDF_CACHE_MB: '-1' }, /PDF_CACHE_MB must be a whole number from 0 to 4096/],
    [{ SHARED_LINK_OPENS_PER_MINUTE: 'lots' }, /SHARED_LINK_OPENS_PER_MINUTE must be a whole number from 0/],
    [{ DB_STATEMENT_TIMEOUT: '0' }, /DB_STATEMENT_TIMEOUT must be a whole number from 1 to 3600/],
    [{ DB_LOCK_TIMEOUT: '1.5' }, /DB_LOCK_TIMEOUT must be a whole number/],
    [{ DB_CONNECT_TIMEOUT: 'soon' }, /DB_CONNECT_TIMEOUT must be a whole number/],
    [{ DB_BUSY_TIMEOUT: '0' }, /DB_BUSY_TIMEOUT must be a whole number from 1/],
    [{ SHUTDOWN_GRACE: '0' }, /SHUTDOWN_GRACE must be a whole number from 1/],
    [{ SMTP_URL: 'mail.example.com:587' }, /SMTP_URL must look like smtp:\/\//],
    [{ SMTP_URL: 'https://mail.example.com' }, /SMTP_URL must look like/],
    [{ MAIL_FROM: 'Bahi' }, /MAIL_FROM must be an address/],
    [{ MAIL_FROM: 'a@b.c\nBcc: x@y.z' }, /MAIL_FROM must be an address/],
    [{ SMTP_URL: 'smtp://mail.example.com' }, /SMTP_URL is set but PUBLIC_URL is not/],
    [{ PUBLIC_URL: 'books.example.com' }, /PUBLIC_URL must be the address users open/],
    [{ PUBLIC_URL: 'https://books.example.com/?next=x' }, /PUBLIC_URL must be the address users open/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env, '/x')).toThrowError(ConfigError);
    expect(() => loadConfig(env, '/x')).toThrowError(message);
  });
});
