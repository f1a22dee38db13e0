import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import { createDatabase, type Database } from '../db/database';
// Not a React hook: the fixtures' name for putting destinations in the database.
import {
  useDestinations as insertDestinations,
  type FixtureDestination,
} from '../routes/enquiries/enquiry-fixtures';
import { buildTestApp, type TestApp } from './test-app';

export interface TwoInstances {
  first: TestApp;
  secondOrigin: string;
  /** A pool per instance, as two API processes have. */
  dbs: [Kysely<Database>, Kysely<Database>];
  /** A destination enquiries may name. */
  destination: FixtureDestination;
  close(): Promise<void>;
}

/** Two API instances on one database (PostgreSQL: what several API processes share), both listening. */
export async function startTwoInstances(env: Record<string, string>): Promise<TwoInstances> {
  const first = await buildTestApp({ env });
  const second = await buildApp(first.config);
  const secondOrigin = await second.listen({ host: '127.0.0.1', port: 0 });
  const dbs: TwoInstances['dbs'] = [
    createDatabase(first.config.database),
    createDatabase(first.config.database),
  ];
  const [destination] = (await insertDestinations(dbs[0])) as [FixtureDestination];
  return {
    first,
    secondOrigin,
    dbs,
    destination,
    async close() {
      await Promise.all(dbs.map((db) => db.destroy()));
      await second.close();
      await first.close();
    },
  };
}
