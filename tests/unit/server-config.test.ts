import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

describe('configuration', () => {
  it('works with nothing set', () => {
    const config = loadConfig({}, '/srv/bahi');
    expect(config).toMatchObject({ port: 3000, dataDir: '/srv/bahi/data', databaseUrl: null, client: null, tokenLifetime: 3600 });
  });

  it('takes each setting from the environment', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: '/var/bahi', DATABASE_URL: 'postgres://u@h/db', CLIENT: 'demo', TOKEN_LIFETIME: '600' }, '/x');
    expect(config).toMatchObject({ port: 8080, dataDir: '/var/bahi', databaseUrl: 'postgres://u@h/db', client: 'demo', tokenLifetime: 600 });
  });

  it.each([
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [{ PORT: '-1' }, /PORT must be a whole number/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL must be a postgres/],
    [{ DATABASE_URL: 'sqlite://x' }, /must start with postgres/],
    [{ CLIENT: 'a/b' }, /CLIENT must be a folder name/],
    [{ TOKEN_LIFETIME: '5' }, /TOKEN_LIFETIME must be a whole number from 60/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env, '/x')).toThrowError(ConfigError);
    expect(() => loadConfig(env, '/x')).toThrowError(message);
  });
});
