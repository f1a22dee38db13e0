// A remote declares each of its pages once, in its `src/pages.json`: the shell's routes, the remote's
// webpack `exposes`, its standalone entry and the page's own loading / error / not-found texts all read
// it. The build writes it beside `remoteEntry.js`, and the site's `/remotes.json` carries it, so the shell
// learns a remote's routes at runtime and never imports a remote's code.

/** SPEC's texts of one page (section 8). `error` is also what the shell shows if the remote fails. */
export interface PageTexts {
  /** e.g. 'Loading page...'; pages with nothing to fetch have none. */
  loading?: string;
  /** e.g. 'Error: Could not load page data.' */
  error: string;
  /** e.g. 'Country not found.'; shown when the page's address names nothing. */
  notFound?: string;
}

export interface RegisteredPage {
  /** Route paths in React Router syntax, e.g. `/countries/:slug`; one page may answer several. */
  paths: string[];
  /**
   * The query parameters the page reads (e.g. `["q"]` for search), if any: the shell's server keeps a
   * rendered page by its path and these alone (shell/src/server/pageCache.ts), any other query being ignored.
   */
  query?: string[];
  /**
   * The form the page posts to its own address when its app is not there to send it (scripts turned off,
   * or its files failed to load): `enquiry`, the full enquiry form, which the shell's server takes and
   * sends on to the API (shell/src/server/enquiryFormPost.ts). A page without it is shown again. (A
   * string, as JSON gives it: scripts/lib/page-registry.cjs refuses any other value.)
   */
  formPost?: string;
  /** The page's file, relative to the remote's folder; its default export is the page. */
  source: string;
  texts: PageTexts;
}

export interface PageRegistry {
  /** Keyed by the exposed module's name, e.g. `CountryPage` (exposed as `./CountryPage`). */
  pages: Record<string, RegisteredPage>;
  /** Exposed components that are not pages (e.g. the modal's form): name → file. */
  widgets?: Record<string, string>;
}
