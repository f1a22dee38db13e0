import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { migrateToLatest } from '../db/migrate';
import type { NewEnquiry } from '../routes/enquiries/enquiries.table';
import { databaseForThisFile } from '../testing/database-per-file';
import { addErrorHandling } from './error-handling';

const database = databaseForThisFile();
beforeAll(() => migrateToLatest(database.db, database.dialect));

let app: FastifyInstance;
let log = '';
beforeEach(() => {
  log = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  app = Fastify({ logger: { level: 'trace', stream } });
  addErrorHandling(app);
});
afterEach(() => app.close());

describe('the error handler', () => {
  it('logs a failed write without the values of the row the database refused', async () => {
    const refused = {
      id: '00000000-0000-4000-8000-000000000001',
      created_at: new Date().toISOString(),
      // Broken on purpose: the check constraint refuses it, and PostgreSQL quotes the row in its detail.
      form_kind: 'memo' as NewEnquiry['form_kind'],
      destination_slug: 'testland',
      destination_name: 'Testland',
      full_name: 'Zephyrine Okonkwo-Lind',
      email: 'zephyrine.lind@example.org',
      country_code: 'uk',
      phone: '+44 7700 900123',
      newsletter_signup: 0,
    } satisfies NewEnquiry;
    app.post('/', async () => {
      await database.db.insertInto('enquiries').values(refused).execute();
      return 'stored';
    });

    // A real request: light-my-request's inject cannot load under Jest.
    const response = await fetch(`${await app.listen({ host: '127.0.0.1', port: 0 })}/`, { method: 'POST' });

    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ message: 'Something went wrong on our side.' });
    expect(log).toContain('Request failed');
    expect(log).toMatch(/check constraint/i);
    for (const value of ['Zephyrine', 'zephyrine.lind@example.org', '7700 900123']) {
      expect(log).not.toContain(value);
    }
  });
});
