import type { PageHeadRecord, PageImage, StructuredData } from '@lux/shared';
import { FONT_FACES_ID, company, firstPaintFonts, fontFaces } from '@lux/shared';
import type { ServerState } from './serverState';
import { SERVER_STATE_ID } from './serverState';
import { withoutAppNote } from './withoutAppNote';

interface DocumentParts {
  template: string;
  origin: string;
  pathname: string;
  head: PageHeadRecord;
  /** Emotion's style tags for the rendered markup. */
  css: string;
  appHtml: string;
  state: ServerState;
  /** Script URLs the page will need at once. */
  preloads: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// JSON inside <script> must not close the element or open a comment: `<` is written as its escape.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// Outside Emotion's styles, which Emotion moves as the page starts (see fontFaces); made once.
const fontFaceStyle = `<style id="${FONT_FACES_ID}">${fontFaces.replace(/\s+/g, ' ').trim()}</style>`;

const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
  content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />` : '';

const imagePreload = ({ src, srcSet, sizes, type, media }: PageImage) =>
  `<link rel="preload" as="image" href="${escapeHtml(src)}"${srcSet ? ` imagesrcset="${escapeHtml(srcSet)}"` : ''}${
    sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''
  }${type ? ` type="${type}"` : ''}${media ? ` media="${escapeHtml(media)}"` : ''} fetchpriority="high" />`;

/** Structured data with the site's paths ('/packages/x') made absolute, as search engines need them. */
function absolutePaths(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.startsWith('/') ? new URL(value, origin).href : value;
  if (Array.isArray(value)) return value.map((item) => absolutePaths(item, origin));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absolutePaths(item, origin)]));
  return value;
}

/**
 * The page as HTML: the built index.html (its scripts and base head) with the page's own head, its
 * critical styles, the rendered markup and the state to hydrate from.
 */
export function composeDocument({
  template,
  origin,
  pathname,
  head,
  css,
  appHtml,
  state,
  preloads,
}: DocumentParts) {
  const title = head.meta?.title ?? company.name;
  const description = head.meta?.description;
  const canonical = `${origin}${head.meta?.canonicalPath ?? pathname}`;
  const image = head.image && new URL(head.image.src.replace(/\.avif$/, '.webp'), origin).href;
  const structuredData = (head.meta?.structuredData ?? []).map(
    (data) =>
      `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...(absolutePaths(data, origin) as StructuredData) })}</script>`,
  );

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    meta('name', 'keywords', head.meta?.keywords),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta(
      'property',
      'og:type',
      head.meta?.structuredData?.some((data) => data['@type'] === 'Article') ? 'article' : 'website',
    ),
    meta('property', 'og:site_name', company.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    // Each screen preloads the one file its hero will show: a phone held upright the tall crop.
    head.image &&
      imagePreload(
        head.portraitImage ? { ...head.image, media: `not all and ${head.portraitImage.media}` } : head.image,
      ),
    head.portraitImage && imagePreload(head.portraitImage),
    ...firstPaintFonts.map(
      (font) => `<link rel="preload" as="font" type="font/woff2" href="${font}" crossorigin />`,
    ),
    // Low priority: the scripts start with the page, but leave the bandwidth to its text and hero first
    // (at high priority a preloaded script counts as render-blocking, and the page paints later).
    ...preloads.map(
      (script) => `<link rel="preload" as="script" href="${escapeHtml(script)}" fetchpriority="low" />`,
    ),
    fontFaceStyle,
    withoutAppNote.style,
    css,
    ...structuredData,
  ].filter(Boolean);

  // The inserted parts carry visitor input (a search query, an unknown slug): they are given as functions,
  // so `$&`, `$'` and the like in them are text, never String.replace's patterns.
  return (
    template
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace('</head>', () => `${tags.join('\n    ')}\n  </head>`)
      // The template's root holds its note for a page not rendered here; the rendered page has its own.
      .replace(
        /<div id="root">[\s\S]*?<\/div>/,
        () =>
          `<div id="root">${appHtml}</div>\n    ${withoutAppNote.note}\n    <script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(state)}</script>`,
      )
  );
}
