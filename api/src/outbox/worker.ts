import { once } from 'node:events';
import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { countryHref } from '@lux/shared/links';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { MigrationDialect } from '../db/migrations';
import { acknowledgementEmail, teamEmail, type EnquiryToTell, type MailSettings } from './emails';
import { createMailTransport } from './mail-transport';
import type { MessageKind } from './outbox.table';
import { claimDue, recordOutcomes, type ClaimedMessage, type Outcome, type RecordedFailure } from './queue';
import { postWebhook } from './webhook';
import { groupCommit } from '../db/group-commit';
import type { DeliveryLogLine, DeliveryThreadData, ToDeliveryThread } from './delivery-thread';

/** What the enquiry writer needs of delivery: what to queue, and a nudge once it is committed. */
export interface Delivery {
  kinds: readonly MessageKind[];
  wake(): void;
}

/** Claimed at once, sent side by side, recorded in one transaction. */
const BATCH = 50;
/** How often the queue is looked at when nothing nudged it: other instances' work, retries, lost claims. */
const POLL_MS = 1000;

const messageKey = ({ enquiryId, kind }: Pick<ClaimedMessage, 'enquiryId' | 'kind'>) =>
  `${enquiryId}.${kind}`;

async function enquiriesToTell(db: Kysely<Database>, ids: string[]): Promise<Map<string, EnquiryToTell>> {
  const rows = await db
    .selectFrom('enquiries')
    .leftJoin('countries', 'countries.slug', 'enquiries.destination_slug')
    .leftJoin('special_country_pages', 'special_country_pages.country_id', 'countries.id')
    .selectAll('enquiries')
    .select('special_country_pages.country_id as special_country_id')
    .where('enquiries.id', 'in', ids)
    .execute();
  return new Map(
    rows.map(({ special_country_id, ...row }) => [
      row.id,
      {
        ...row,
        created_at: new Date(row.created_at).toISOString(),
        newsletter_signup: Boolean(row.newsletter_signup),
        destination_path: countryHref({
          slug: row.destination_slug,
          has_special_page: special_country_id !== null,
        }),
      },
    ]),
  );
}

/** The webhook's body: the enquiry as stored, under the same key the Idempotency-Key header carries. */
const webhookPayload = (
  key: string,
  { destination_path, ...enquiry }: EnquiryToTell,
  siteOrigin: string,
) => ({
  id: key,
  type: 'enquiry.created',
  enquiry: { ...enquiry, destination_url: `${siteOrigin}${destination_path}` },
});

// What is logged of an error: its code and the server's reply code, never its text, which may name an
// address ("550 <asha@example.com>: no such user").
const errorFields = (error: unknown) => {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return { code, responseCode };
};

interface PendingRecord {
  outcome: Outcome;
  resolve(failure: RecordedFailure | undefined): void;
  reject(error: unknown): void;
}

/**
 * Records each outcome as soon as it is known, so that a slow or stuck send never holds the others'
 * records back (a process dying then would leave them all unknown); outcomes that arrive while a
 * commit is under way share the next one, as enquiries do.
 */
function outcomeRecorder(write: (outcomes: Outcome[]) => Promise<RecordedFailure[]>) {
  // Sends of one claim finish close together: gathered, they share a commit.
  const record = groupCommit<PendingRecord>(async (batch) => {
    try {
      const failures = await write(batch.map(({ outcome }) => outcome));
      for (const { outcome, resolve } of batch) {
        resolve(failures.find((failure) => failure.message === outcome.message));
      }
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  });
  return (outcome: Outcome) =>
    new Promise<RecordedFailure | undefined>((resolve, reject) => record({ outcome, resolve, reject }));
}

/** Where the delivery loop reports what went wrong: the app's logger, or the thread's link to it. */
export interface DeliveryLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export type DeliverySettings = Pick<Config, 'delivery' | 'siteOrigin'>;

/**
 * Sends each enquiry's queued messages, retries failures with exponential backoff, and records every
 * outcome. It runs when woken (an enquiry stored) and looks at the queue every second besides; on
 * PostgreSQL, instances claim apart (`claimDue`). `stop` waits for the sends under way, so a stop never
 * leaves an outcome unknown.
 */
export function createDeliveryLoop(
  db: Kysely<Database>,
  dialect: MigrationDialect,
  { delivery, siteOrigin }: DeliverySettings,
  log: DeliveryLog,
) {
  const { rules, webhook } = delivery;
  const settings: MailSettings = { from: delivery.from, notifyTo: delivery.notifyTo, siteOrigin };
  const transport = createMailTransport(delivery);

  const send = async (message: ClaimedMessage, enquiry: EnquiryToTell): Promise<void> => {
    const key = messageKey(message);
    if (message.kind === 'webhook') {
      if (!webhook) throw new Error('ENQUIRY_WEBHOOK_URL is no longer set');
      return postWebhook(webhook, webhookPayload(key, enquiry, siteOrigin), key);
    }
    const email = message.kind === 'team' ? teamEmail : acknowledgementEmail;
    return transport.send(await email(enquiry, settings), key);
  };

  const logFailure = ({ message, retryAt }: RecordedFailure, error?: unknown) => {
    const fields = { enquiryId: message.enquiryId, kind: message.kind, attempts: message.attempts };
    if (retryAt)
      log.warn({ ...fields, ...errorFields(error), retryAt }, 'Enquiry message not sent; will retry');
    else log.error({ ...fields, ...errorFields(error) }, 'Enquiry message failed for good');
  };

  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryAt = Infinity;
  // One timer, for the soonest retry this process knows of (the poll finds the others).
  const wakeAt = (at: Date) => {
    if (at.getTime() >= retryAt && retryAt > Date.now()) return;
    clearTimeout(retryTimer);
    retryAt = at.getTime();
    retryTimer = setTimeout(() => void pass(), Math.max(0, retryAt - Date.now())).unref();
  };

  const record = outcomeRecorder((outcomes) => recordOutcomes(db, outcomes, rules));

  /** Sends one claimed message and records what became of it. */
  const attempt = async (message: ClaimedMessage, enquiry: EnquiryToTell | undefined): Promise<void> => {
    // Erased since it was claimed: the foreign key took the message away with it.
    if (!enquiry) return;
    let outcome: Outcome = { message, result: 'sent' };
    let failure: unknown;
    try {
      await send(message, enquiry);
    } catch (error) {
      failure = error;
      outcome = { message, result: 'failed', error: error instanceof Error ? error.message : String(error) };
    }
    const recorded = await record(outcome);
    if (recorded) {
      logFailure(recorded, failure);
      if (recorded.retryAt) wakeAt(recorded.retryAt);
    }
  };

  /** Claims and sends until nothing is due. */
  const drain = async () => {
    while (!stopped) {
      const { claimed, givenUp } = await claimDue(db, dialect, BATCH, rules);
      givenUp.forEach((failure) => logFailure(failure));
      if (claimed.length === 0) return;
      const enquiries = await enquiriesToTell(db, [...new Set(claimed.map((message) => message.enquiryId))]);
      await Promise.all(claimed.map((message) => attempt(message, enquiries.get(message.enquiryId))));
    }
  };

  let running: Promise<void> | undefined;
  let again = false;
  const pass = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drain();
        } catch (error) {
          // The database away, most likely: the queue keeps, and the next look tries again.
          log.warn({ err: error }, 'Could not deliver enquiry messages');
        }
      } while (again && !stopped);
      running = undefined;
    })();
    return running;
  };

  let poll: NodeJS.Timeout | undefined;
  return {
    start() {
      poll = setInterval(() => void pass(), Math.min(POLL_MS, rules.retryBaseMs)).unref();
      void pass();
    },
    wake() {
      if (!stopped) void pass();
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(retryTimer);
      await running;
      transport.close();
    },
  };
}

/** The messages queued for each enquiry: the webhook's only when there is a CRM to call. */
const kindsToQueue = ({ delivery }: DeliverySettings): MessageKind[] =>
  delivery.webhook ? ['team', 'acknowledgement', 'webhook'] : ['team', 'acknowledgement'];

/**
 * The delivery of this API process, from its start to its close (which waits for the sends under way).
 * On SQLite it runs on the request thread: its one connection is the database's only writer, and a
 * second connection on another thread would wait on its lock. On PostgreSQL it runs on a thread of its
 * own with its own connections (`delivery-thread.ts`), so that building and sending emails never takes
 * a core from the requests: a burst of enquiries is stored as fast as without delivery, and its emails
 * go out beside it.
 */
export function deliverEnquiryMessages(
  app: FastifyInstance,
  db: Kysely<Database>,
  config: DeliveryThreadData,
): Delivery {
  if (config.database.dialect === 'sqlite') {
    const loop = createDeliveryLoop(db, 'sqlite', config, app.log);
    app.addHook('onReady', async () => loop.start());
    app.addHook('onClose', () => loop.stop());
    return { kinds: kindsToQueue(config), wake: () => loop.wake() };
  }
  // Only what the thread needs crosses to it (copied), not the app's whole configuration and its secrets.
  const { database, delivery, siteOrigin } = config;
  const thread = deliveryThread(app, { database, delivery, siteOrigin });
  app.addHook('onReady', async () => thread.start());
  app.addHook('onClose', () => thread.stop());
  return { kinds: kindsToQueue(config), wake: () => thread.wake() };
}

/** After the delivery thread died of an error, how long before another takes over. */
const THREAD_RESTART_MS = 1000;

/**
 * The thread's script: the build's `delivery-thread.js` beside the server or, running from the
 * TypeScript sources (development, the tests), its source loaded through tsx.
 */
const threadScript = (): [string, WorkerOptions] =>
  __filename.endsWith('.ts')
    ? [path.join(__dirname, 'delivery-thread.ts'), { execArgv: ['--require', 'tsx/cjs'] }]
    : [path.join(__dirname, 'delivery-thread.js'), {}];

/**
 * The delivery thread: started with the app, told of each enquiry stored, logged through the app's
 * logger, started again if it dies (the outbox keeps what it had not sent), and on close asked to
 * finish the sends under way before it ends.
 */
function deliveryThread(app: FastifyInstance, settings: DeliveryThreadData) {
  let thread: Worker | undefined;
  let closing = false;
  const start = () => {
    const [script, options] = threadScript();
    const started = new Worker(script, { ...options, workerData: settings });
    started.on('message', ({ level, fields, message }: DeliveryLogLine) => app.log[level](fields, message));
    started.on('error', (error) => app.log.error({ err: error }, 'The enquiry delivery thread failed'));
    started.on('exit', (exitCode) => {
      thread = undefined;
      if (closing) return;
      app.log.error(
        { exitCode },
        `The enquiry delivery thread ended; another starts in ${THREAD_RESTART_MS} ms`,
      );
      setTimeout(() => closing || thread || start(), THREAD_RESTART_MS).unref();
    });
    thread = started;
  };
  const tell = (message: ToDeliveryThread) => thread?.postMessage(message);
  return {
    start,
    wake: () => tell('wake'),
    async stop() {
      closing = true;
      if (!thread) return;
      const exited = once(thread, 'exit');
      tell('stop');
      await exited;
    },
  };
}
