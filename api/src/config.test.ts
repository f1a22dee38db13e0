import path from 'node:path';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 4000 on loopback with SQLite and media inside the api folder', () => {
    const config = loadConfig({});

    expect(config.port).toBe(4000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({
      dialect: 'sqlite',
      path: path.resolve(__dirname, '../data/lux.sqlite'),
    });
    expect(config.mediaDir).toBe(path.resolve(__dirname, '../media'));
    expect(config.logLevel).toBe('info');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://lux@127.0.0.1:5432/lux', PORT: '4100' });

    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://lux@127.0.0.1:5432/lux' });
    expect(config.port).toBe(4100);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      port: 4000,
      database: { dialect: 'sqlite' },
    });
  });

  it.each([
    ['a port that is not a number', { PORT: 'http' }, /PORT/],
    ['a port out of range', { PORT: '70000' }, /PORT/],
    ['a database URL that is not PostgreSQL', { DATABASE_URL: 'mysql://db/lux' }, /DATABASE_URL/],
    ['an unknown log level', { LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('refuses %s', (_case, env, variable) => {
    expect(() => loadConfig(env)).toThrow(variable);
  });
});
