import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { timeoutOptions } from '../../scripts/lib/http-timeouts.cjs';
import type { Config } from './config';
import { shareContentChanges, type ContentChanges } from './content-changes';
import { ContentCache } from './content-cache';
import { createDatabase, type Database } from './db/database';
import type { Kysely } from 'kysely';
import { watchSqliteWrites } from './sqlite-changes';
import { migrateToLatest } from './db/migrate';
import { deliverEnquiryMessages } from './outbox/worker';
import { addApiContract } from './plugins/api-contract';
import { addErrorHandling, unroutableUrl } from './plugins/error-handling';
import { addHttpCaching } from './plugins/http-cache';
import { mediaFiles } from './plugins/media-files';
import { believeForwardingOnlyWithSecret } from './plugins/proxy-secret';
import { pruneDaily } from './privacy/retention';
import { contentVersionRoutes } from './routes/content-version/routes';
import { continentRoutes } from './routes/continents/routes';
import { countryRoutes } from './routes/countries/routes';
import { cspReportRoutes } from './routes/csp-reports/routes';
import { enquiryRoutes } from './routes/enquiries/routes';
import { enquiryOptionsRoutes } from './routes/enquiry-options/routes';
import { experienceRoutes } from './routes/experiences/routes';
import { healthRoutes, probeRoutes } from './routes/health/routes';
import { homeRoutes } from './routes/home/routes';
import { inspirationRoutes } from './routes/inspiration/routes';
import { journalRoutes } from './routes/journal/routes';
import { miceRoutes } from './routes/mice/routes';
import { pageSeoRoutes } from './routes/page-seo/routes';
import { sitemapRoutes } from './routes/sitemap/routes';
import { packageRoutes } from './routes/packages/routes';
import { travelByMonthRoutes } from './routes/travel-by-month/routes';
import { wellnessRoutes } from './routes/wellness/routes';

export const API_PREFIX = '/api/v1';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whatever writes content calls `contentCache.contentChanged()` after it. */
    contentCache: ContentCache;
    /**
     * The app's own connection. A write through it is this connection's, which the watch for other
     * processes' writes to an SQLite file (sqlite-changes.ts) rightly ignores.
     */
    db: Kysely<Database>;
  }
}

/**
 * The whole API as a Fastify instance with its schema migrated. It never writes content: `npm run seed`
 * does (src/cli/seed.ts). It never listens: server.ts does that, and tests call `inject` on it.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: {
        // Logged before any hook has checked that a proxy vouches for X-Forwarded-For
        // (plugins/proxy-secret.ts): the address of the connection, which no header can forge.
        req: (request) => ({
          method: request.method,
          url: request.url,
          remoteAddress: request.socket?.remoteAddress,
        }),
        // By the response the forwarding headers are checked: the visitor's address as the API believes it.
        res: (reply) => ({ statusCode: reply.statusCode, ip: reply.request?.ip }),
      },
    },
    // Past every slug's length, so a detail route, not the router, says which page was not found.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    trustProxy: config.trustProxy,
    frameworkErrors: unroutableUrl,
    // A client sending its request a byte at a time is answered 408 and cut off, as on the front ends.
    ...timeoutOptions(config.requestTimeoutMs),
  });

  const db = createDatabase(config.database, app.log);
  const contentCache = new ContentCache();
  app.decorate('contentCache', contentCache);
  app.decorate('db', db);
  // Several instances share one PostgreSQL: a content change on any of them reaches every cache.
  let changes: ContentChanges | undefined;
  try {
    if (config.database.dialect === 'postgres') {
      changes = await shareContentChanges(config.database.url, contentCache, app.log);
    }
    await migrateToLatest(db, config.database.dialect, app.log);
  } catch (error) {
    await changes?.close();
    await db.destroy();
    throw error;
  }
  // On SQLite, content another process writes into the file reaches the cache too.
  const stopWatching = config.database.dialect === 'sqlite' ? watchSqliteWrites(db, contentCache) : undefined;
  app.addHook('onClose', async () => {
    stopWatching?.();
    await changes?.close();
    await db.destroy();
  });
  // After the hook above, so its last pass ends before the database closes (hooks close in reverse).
  pruneDaily(app, db, { retentionDays: config.enquiryRetentionDays });
  // Likewise: the sends under way are recorded before the database closes.
  const delivery = deliverEnquiryMessages(app, db, config);

  // First of all hooks: nothing may read a forwarded header that is not vouched for.
  believeForwardingOnlyWithSecret(app, config.proxySecret);
  await addApiContract(app, API_PREFIX);
  addErrorHandling(app);
  addHttpCaching(app, contentCache);

  fs.mkdirSync(config.mediaDir, { recursive: true });
  await app.register(mediaFiles, { mediaDir: config.mediaDir });
  await app.register(probeRoutes, { db });
  await app.register(healthRoutes, { prefix: `${API_PREFIX}/health`, db });
  await app.register(journalRoutes, { prefix: `${API_PREFIX}/journal`, db });
  await app.register(pageSeoRoutes, { prefix: `${API_PREFIX}/page-seo`, db });
  await app.register(contentVersionRoutes, { prefix: API_PREFIX, cache: contentCache });
  await app.register(continentRoutes, { prefix: API_PREFIX, db });
  await app.register(countryRoutes, { prefix: API_PREFIX, db });
  await app.register(packageRoutes, { prefix: API_PREFIX, db });
  await app.register(travelByMonthRoutes, { prefix: `${API_PREFIX}/travel-by-month`, db });
  await app.register(experienceRoutes, { prefix: API_PREFIX, db });
  await app.register(wellnessRoutes, { prefix: `${API_PREFIX}/wellness`, db });
  await app.register(miceRoutes, { prefix: API_PREFIX, db });
  await app.register(homeRoutes, { prefix: API_PREFIX, db });
  await app.register(inspirationRoutes, { prefix: `${API_PREFIX}/inspiration-categories`, db });
  await app.register(enquiryOptionsRoutes, { prefix: `${API_PREFIX}/enquiry-options`, db });
  await app.register(sitemapRoutes, { prefix: API_PREFIX, db, siteOrigin: config.siteOrigin });
  await app.register(cspReportRoutes, { prefix: API_PREFIX });
  await app.register(enquiryRoutes, {
    prefix: `${API_PREFIX}/enquiries`,
    db,
    rateLimit: config.enquiryRateLimit,
    siteOrigins: config.siteOrigins,
    sharedRateLimit: config.database.dialect === 'postgres',
    delivery,
    proxySecret: config.proxySecret,
  });

  return app;
}
