import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createDatabase, type Database } from '../db/database';
import { createTestDatabase } from './test-database';

export interface TestResponse {
  status: number;
  headers: Headers;
  body: string;
  json<T = unknown>(): T;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** The listening app's base URL, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  mediaDir: string;
  /**
   * The test's own connection to the app's database, beside the app's as another process's would be:
   * to arrange rows and read what the app stored. Opened when first used, closed with the app.
   */
  readonly db: Kysely<Database>;
  /** A real HTTP GET against the listening app, so status codes, 304s and headers are exactly what a browser gets. */
  get(url: string, headers?: Record<string, string>): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Adds routes or hooks before the app starts listening. */
  extend?: (app: FastifyInstance) => void;
  /** More environment for `loadConfig`, e.g. a rate limit. */
  env?: Record<string, string>;
}

/**
 * The real app on a database of its own (migrated and seeded as on a first start) with an empty
 * media folder, listening on a free loopback port. Build once per test file; `close()` after.
 */
export async function buildTestApp({ extend, env = {} }: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'lux-api-media-'));
  const cleanUp = async () => {
    await database.drop();
    await rm(mediaDir, { recursive: true, force: true });
  };

  let app: FastifyInstance | undefined;
  try {
    const config = loadConfig({ ...env, ...database.env, MEDIA_DIR: mediaDir, LOG_LEVEL: 'silent' });
    app = await buildApp(config);
    extend?.(app);
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const listening = app;
    let db: Kysely<Database> | undefined;
    return {
      app: listening,
      config,
      origin,
      mediaDir,
      get db() {
        // Quiet when a test restarts PostgreSQL under it: the query that finds the connection gone fails.
        db ??= createDatabase(config.database, { warn: () => undefined });
        return db;
      },
      get: async (url, headers = {}) => {
        const response = await fetch(`${origin}${url}`, { headers });
        const body = await response.text();
        return { status: response.status, headers: response.headers, body, json: () => JSON.parse(body) };
      },
      close: async () => {
        await db?.destroy();
        await listening.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await app?.close();
    await cleanUp();
    throw error;
  }
}
