import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { escapeMarkup } from '../../markup';
import { CONTENT_CACHE_CONTROL } from '../../plugins/http-cache';
import { listSitemapPages, type SitemapPage } from './repository';

/**
 * The sitemap as one file: the protocol allows 50,000 URLs, far past the content. Each URL is escaped as
 * XML text, as a configured origin may hold an '&'.
 */
export const sitemapXml = (siteOrigin: string, pages: SitemapPage[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeMarkup(`${siteOrigin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');

// Media (images) may be crawled; the API's answers are the pages' data, not pages; search results are
// not pages of their own.
const robotsTxt = (siteOrigin: string) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /search',
    '',
    `Sitemap: ${siteOrigin}/sitemap.xml`,
    '',
  ].join('\n');

// Sent as text, so Fastify passes them on without serializing; declared for the OpenAPI document.
const textAnswer = (summary: string, mediaType: string) => ({
  tags: ['Site'],
  summary,
  response: { 200: { content: { [mediaType]: { schema: z.string() } } } },
});

/**
 * `/sitemap.xml` and `/robots.txt`, under the API prefix, naming the site at `siteOrigin` (its public
 * origin, configured: never one a request claims). The front ends serve them at the site's root.
 */
export const sitemapRoutes: FastifyPluginAsync<{ db: Kysely<Database>; siteOrigin: string }> = async (
  app,
  { db, siteOrigin },
) => {
  app.get(
    '/sitemap.xml',
    {
      schema: textAnswer('The sitemap of every page of the site', 'application/xml'),
      config: { cacheControl: CONTENT_CACHE_CONTROL },
    },
    async (_request, reply) =>
      reply.type('application/xml; charset=utf-8').send(sitemapXml(siteOrigin, await listSitemapPages(db))),
  );
  app.get(
    '/robots.txt',
    {
      schema: textAnswer("The site's robots.txt", 'text/plain'),
      config: { cacheControl: CONTENT_CACHE_CONTROL },
    },
    async (_request, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(siteOrigin)),
  );
};
