import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ContentCache } from './content-cache';

/** The PostgreSQL channel every instance listens on; a notification's payload names its sender. */
export const CONTENT_CHANGED_CHANNEL = 'lux_content_changed';

/** Long enough not to hammer a database that is restarting, short enough to catch up soon after. */
const RECONNECT_DELAY_MS = 1000;

export interface ContentChangesLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface ContentChanges {
  close(): Promise<void>;
}

/**
 * Makes `cache` one of many: its `contentChanged()` also tells every instance on the same PostgreSQL
 * (NOTIFY), and a change any of them announces drops this one's cache (LISTEN, on a connection of its
 * own, outside the pool). A lost connection is made again until closed; notifications sent meanwhile
 * are lost, so reconnecting drops the cache too.
 */
export async function shareContentChanges(
  databaseUrl: string,
  cache: ContentCache,
  log: ContentChangesLog,
): Promise<ContentChanges> {
  const instance = randomUUID();
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    current = client;
    // This instance hears its own announcements too; it dropped its cache when it made them. A payload
    // is `<instance> <token>`: the content's new token, so every instance names it alike.
    client.on('notification', ({ payload = '' }) => {
      const [sender, token] = payload.split(' ');
      if (sender !== instance) cache.changedElsewhere(token || undefined);
    });
    // 'error' comes first when the server goes; 'end' follows, or comes alone on a plain close.
    client.on('error', (error) => log.warn(`Content change listener lost: ${error.message}`));
    client.once('end', () => {
      if (client === current) reconnectSoon();
    });
    try {
      await client.connect();
      await client.query(`listen ${CONTENT_CHANGED_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  };

  function reconnectSoon(): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen().then(
        () => {
          log.info('Content change listener reconnected; dropped the content cache');
          cache.changedElsewhere();
        },
        (error: Error) => {
          log.warn(`Content change listener could not reconnect: ${error.message}`);
          reconnectSoon();
        },
      );
    }, RECONNECT_DELAY_MS);
  }

  try {
    await listen();
  } catch (error) {
    // The app does not start: nothing is left to reconnect.
    closed = true;
    clearTimeout(retry);
    throw error;
  }
  cache.announceChangesWith((token) => {
    current
      ?.query('select pg_notify($1, $2)', [CONTENT_CHANGED_CHANNEL, `${instance} ${token}`])
      .catch((error: Error) =>
        // Only while the database is out of reach, when no content is written either.
        log.warn(`Could not announce a content change: ${error.message}`),
      );
  });
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await current?.end();
    },
  };
}
