// The delivery loop on a thread of its own (PostgreSQL; see `deliverEnquiryMessages`): it opens its own
// connections, runs when the API thread says an enquiry was stored, and reports what went wrong to the
// API thread, which logs it as its own.
import { parentPort, workerData } from 'node:worker_threads';
import type { DatabaseConfig } from '../config';
import { createDatabase } from '../db/database';
import { createDeliveryLoop, type DeliveryLog, type DeliverySettings } from './worker';

export type DeliveryThreadData = DeliverySettings & { database: DatabaseConfig };

/** From the API thread: an enquiry was stored, or finish the sends under way and end. */
export type ToDeliveryThread = 'wake' | 'stop';

/** To the API thread: a line for its log. */
export interface DeliveryLogLine {
  level: keyof DeliveryLog;
  fields: object;
  message: string;
}

// An error crosses to the other thread as its name, message and stack only: keep its code as well.
const cloneable = (fields: object): object => {
  const { err, ...rest } = fields as { err?: unknown };
  if (!(err instanceof Error)) return fields;
  const { code } = err as { code?: unknown };
  return { ...rest, err: { type: err.name, message: err.message, stack: err.stack, code } };
};

const port = parentPort;
if (!port) throw new Error('delivery-thread runs as a worker thread of the API');
const settings = workerData as DeliveryThreadData;

const line =
  (level: keyof DeliveryLog) =>
  (fields: object, message: string): void =>
    port.postMessage({ level, fields: cloneable(fields), message } satisfies DeliveryLogLine);
const log: DeliveryLog = { warn: line('warn'), error: line('error') };

// A pass claims, reads the enquiries and records outcomes one after another: it holds one connection at a
// time (two to spare), beside the request thread's ten.
const db = createDatabase(
  settings.database,
  { warn: (message) => log.warn({}, message) },
  { maxConnections: 3 },
);
const loop = createDeliveryLoop(db, settings.database.dialect, settings, log);
loop.start();

port.on('message', (message: ToDeliveryThread) => {
  if (message === 'wake') loop.wake();
  else
    void loop
      .stop()
      .then(() => db.destroy())
      .finally(() => process.exit());
});
