// The shell's server render, built as dist/server/renderPage.js (webpack.common.js, serverBuild) and
// called by the shell's server (serve.ts, in its render threads) for every page request. It renders the
// route with its remote's page and data, then hands the browser the same state to hydrate
// (src/startApp.tsx).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import {
  PageHeadContext,
  PageHeadRecord,
  heroUnderHeaderChanged,
  luxApi,
  setApiOrigin,
  setSanitizerWindow,
} from '@lux/shared';
import { JSDOM } from 'jsdom';
import { LRUCache } from 'lru-cache';
import type { Middleware } from '@reduxjs/toolkit';
import { isPending } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { ShellRoutes } from '../app/routes';
import { createShellStore } from '../app/store';
import type { ShellState } from '../app/store';
import { loadRemoteModule } from '../federation/loadRemoteModule';
import { adoptManifest, setManifestSource } from '../federation/manifest';
import type { RemoteManifest } from '../federation/manifest';
import {
  RemoteMount,
  RemoteModulesFailedAtRender,
  RemoteModulesLoadingAtRender,
  remoteModuleKey,
} from '../federation/RemoteMount';
import { findRemotePage } from '../federation/RemoteRoutes';
import { HOME_PATH, loadHomePage } from '../home/loadHomePage';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { composeDocument } from './composeDocument';
import { remotePageScripts } from './scriptPreloads';
import type { ServerState } from './serverState';
import { withinWait } from './withinWait';

export interface RenderRequest {
  /** Path and query of the page, e.g. `/countries/india?x=1`. */
  url: string;
  /** The site's public origin, for canonical and link-preview URLs. */
  origin: string;
  /** The manifest the site serves as /remotes.json now, with each remote's server entry. */
  manifest: RemoteManifest;
}

export interface RenderedPage {
  status: number;
  html: string;
  /**
   * Whether the page may be kept and served again as it is: a complete page (200, every remote's code
   * loaded, every query answered). A page with an API failure, a loading text or a remote's fallback is
   * the browser's to finish, so it is rendered again for the next visitor.
   */
  complete: boolean;
}

/** What a render of an address asked the API for, and whether its page opens on a hero. */
interface RenderNeeds {
  queries: { endpointName: string; originalArgs: unknown }[];
  heroUnderHeader: boolean;
}

/** Addresses whose needs a render thread remembers: search queries are many, the rest few. */
const MAX_REMEMBERED_ADDRESSES = 2000;
const needsOf = new LRUCache<string, RenderNeeds>({ max: MAX_REMEMBERED_ADDRESSES });

/** How long a render waits for a remote's code or the API before it sends what it has. */
const RENDER_WAIT_MS = 3000;
/** A page's queries can depend on earlier answers (a country, then its packages): rendered at most this often. */
const MAX_PASSES = 4;

let currentManifest: RemoteManifest = {};
// The manifest the remembered needs were learnt under: a redeployed remote may ask for other things.
let needsLearntUnder = '';
// Each remote's server entry whose pages this thread has started loading.
const warmedEntries = new Map<string, string>();

/**
 * Starts loading every page of each remote that is new to this thread (at its first render, after a
 * redeploy), so a page's first visitor after a start or a deploy is not the one who waits for its code.
 */
function warmRemotePages(manifest: RemoteManifest) {
  for (const [remote, { serverEntry, pages }] of Object.entries(manifest)) {
    if (!serverEntry || warmedEntries.get(remote) === serverEntry) continue;
    warmedEntries.set(remote, serverEntry);
    // A page that fails here is loaded (and its failure shown) when it is asked for.
    for (const module of Object.keys(pages)) loadRemoteModule({ remote, module }).catch(() => undefined);
  }
}
// A remote whose load failed is looked up again in the manifest the site serves now (a redeploy).
setManifestSource(() => Promise.resolve(currentManifest));

let template = '';
/** Home's script files (its chunk group in the shell's `first-render-chunks.json`), preloaded from its HTML. */
let homeScripts: string[] = [];

/**
 * Called once by the shell's server before any render: where renders read the API, and the shell's
 * build (its index.html, whose scripts every page keeps).
 */
export async function configure({ apiOrigin, distDir }: { apiOrigin: string; distDir: string }) {
  setApiOrigin(apiOrigin);
  setSanitizerWindow(new JSDOM('').window as unknown as Window);
  template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const chunks = JSON.parse(await readFile(path.join(distDir, 'first-render-chunks.json'), 'utf8')) as {
    home?: string[];
  };
  homeScripts = (chunks.home ?? []).map((file) => `/${file}`);
  // Home's code is a chunk of its own (in the browser, for the other pages' sake): here it is loaded
  // once, so home renders without suspending.
  await loadHomePage();
}

const withinRenderWait = <T,>(work: Promise<T>) => withinWait(work, RENDER_WAIT_MS);

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  currentManifest = request.manifest;
  const manifestText = JSON.stringify(request.manifest);
  if (manifestText !== needsLearntUnder) {
    needsOf.clear();
    needsLearntUnder = manifestText;
  }
  adoptManifest(request.manifest);
  const pathname = new URL(request.url, request.origin).pathname;
  const page = findRemotePage(request.manifest, pathname);

  // A remote that cannot be loaded now renders as its fallback, never as a server error; one that is
  // only slow to load goes out as its placeholder, for the browser to load (the load goes on here).
  const failedModules: string[] = [];
  const loadingModules: string[] = [];
  if (page) {
    const key = remoteModuleKey(page);
    const loaded = await withinRenderWait(loadRemoteModule(page).then(() => true)).catch((error: unknown) => {
      console.error(`Rendering ${request.url} without ${key}: ${(error as Error).message}`);
      return false;
    });
    if (loaded === false) failedModules.push(key);
    if (loaded === undefined) {
      console.warn(`Rendering ${request.url} with ${key} still loading after ${RENDER_WAIT_MS} ms`);
      loadingModules.push(key);
    }
  }
  warmRemotePages(request.manifest);

  const store = createShellStore([keepFailedAnswers]);
  // What this address needed last time, asked for before the first pass: it then renders with its answers
  // (and its header) instead of only finding out what they are, one pass instead of two or three.
  const needs = needsOf.get(request.url);
  if (needs) {
    store.dispatch(heroUnderHeaderChanged(needs.heroUnderHeader));
    for (const { endpointName, originalArgs } of needs.queries) {
      store.dispatch(luxApi.util.prefetch(endpointName as never, originalArgs as never, {}));
    }
    await withinRenderWait(Promise.all(store.dispatch(luxApi.util.getRunningQueriesThunk())));
  }

  let rendered: { html: string; head: PageHeadRecord; css: string; api: ApiState } | undefined;
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    // The remote's page threw while rendering: a server has no error boundary to catch it, so its part
    // would reach the browser as an unfinished boundary (React error #419). It is sent as the part still
    // loading instead, for the browser to render (or show its fallback should it fail there too).
    let remoteThrew: Error | undefined;
    // What the markup shows: a refetch the render itself starts (of a failed query) comes after.
    const api = store.getState().luxApi;
    const head = new PageHeadRecord();
    const cache = createCache({ key: 'css' });
    // Made before rendering: it switches the cache from inline <style> tags to styles it can extract.
    const emotion = createEmotionServer(cache);
    const html = await renderToString(
      <CacheProvider value={cache}>
        <PageHeadContext.Provider value={head}>
          <RemoteModulesFailedAtRender.Provider value={failedModules}>
            <RemoteModulesLoadingAtRender.Provider value={loadingModules}>
              <Provider store={store}>
                <StaticRouter location={request.url}>
                  <ShellRoutes />
                </StaticRouter>
              </Provider>
            </RemoteModulesLoadingAtRender.Provider>
          </RemoteModulesFailedAtRender.Provider>
        </PageHeadContext.Provider>
      </CacheProvider>,
      (error, componentStack) => {
        if (page && componentStack?.includes(`at ${RemoteMount.name}`)) remoteThrew ??= error as Error;
        else console.error('Server render error:', error);
      },
    );
    if (remoteThrew && page) {
      const key = remoteModuleKey(page);
      console.error(
        `Rendering ${request.url} with ${key} left to the browser: it threw on the server: ${remoteThrew.message}`,
      );
      loadingModules.push(key);
      continue;
    }
    const css = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
    rendered = { html, head, css, api };

    // Queries this pass asked for the first time, answered already (a refused connection fails at once)
    // or still running; a failed one asked again is left to the browser.
    const askedThisPass = Object.keys(store.getState().luxApi.queries).filter((key) => !(key in api.queries));
    const firstAsked = store
      .dispatch(luxApi.util.getRunningQueriesThunk())
      .filter(({ queryCacheKey }) => askedThisPass.includes(queryCacheKey));
    // The header rendered before the page said it opens on a hero: render again with it clear.
    const heroChanged = head.heroUnderHeader !== store.getState().header.heroUnderHeader;
    if (heroChanged) store.dispatch(heroUnderHeaderChanged(head.heroUnderHeader));
    if (askedThisPass.length === 0 && !heroChanged) break;
    // A slow API: the page goes out with its loading text, and the browser finishes the job.
    if ((await withinRenderWait(Promise.all(firstAsked))) === undefined) {
      const waitedFor = firstAsked.map(({ queryCacheKey }) => queryCacheKey).join(', ');
      console.warn(
        `Rendering ${request.url} as loading: no answer to ${waitedFor} after ${RENDER_WAIT_MS} ms`,
      );
      break;
    }
  }
  if (!rendered) throw new Error('Nothing rendered');
  // A call the API never answered (down, unreachable: no status, unlike a 404) renders as failed, for the
  // browser to ask again once it has hydrated; the operator hears of it, as of a slow API.
  for (const [key, query] of Object.entries(rendered.api.queries)) {
    const error =
      query?.status === 'rejected' ? (query.error as { status?: unknown; error?: unknown }) : undefined;
    if (error && typeof error.status === 'string') {
      console.warn(
        `Rendering ${request.url}: no answer from the API to ${key}: ${String(error.error ?? error.status)}`,
      );
    }
  }
  needsOf.set(request.url, {
    queries: Object.values(store.getState().luxApi.queries).flatMap((query) =>
      query?.endpointName ? [{ endpointName: query.endpointName, originalArgs: query.originalArgs }] : [],
    ),
    heroUnderHeader: rendered.head.heroUnderHeader,
  });

  const state: ServerState = {
    luxApi: settledApiState(rendered.api),
    manifest: browserManifest(request.manifest),
    failedModules,
    loadingModules,
    heroUnderHeader: rendered.head.heroUnderHeader,
  };
  const queries = Object.values(rendered.api.queries);
  const complete =
    rendered.head.status === 200 &&
    failedModules.length === 0 &&
    loadingModules.length === 0 &&
    queries.every((query) => query?.status === 'fulfilled');
  return {
    status: rendered.head.status,
    complete,
    html: composeDocument({
      template,
      origin: request.origin,
      pathname,
      head: rendered.head,
      css: rendered.css,
      appHtml: rendered.html,
      state,
      preloads: page
        ? failedModules.length === 0 && loadingModules.length === 0
          ? await remotePageScripts(request.manifest, page.remote, page.module)
          : []
        : pathname === HOME_PATH
          ? homeScripts
          : [],
    }),
  };
}

/**
 * A render asks again for a query that failed (RTK Query refetches a failed query when a component
 * subscribes), which would turn its answer, a 404 included, back into loading for that render. The
 * server keeps the answer it has: the browser asks again after hydrating.
 */
const keepFailedAnswers: Middleware<object, ShellState> = (store) => (next) => (action) => {
  if (isPending(action) && action.type === `${luxApi.reducerPath}/executeQuery/pending`) {
    const { queryCacheKey } = (action.meta as { arg: { queryCacheKey: string } }).arg;
    if (store.getState().luxApi.queries[queryCacheKey]?.status === 'rejected') return action;
  }
  return next(action);
};

/** `onError` hears of each component that threw, with the components it was in. */
async function renderToString(
  element: ReactNode,
  onError: (error: unknown, componentStack: string | undefined) => void,
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    // React outlines a large finished Suspense boundary (a remote's page) as a hidden segment that an
    // inline script moves into place: the page would be empty without JavaScript. Keep it all in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A component that throws leaves its boundary to the browser to render.
    onError: (error, errorInfo) => onError(error, errorInfo?.componentStack ?? undefined),
  });
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

type ApiState = ShellState['luxApi'];

/** The answers the page rendered with: the browser's store starts from them instead of asking again. */
function settledApiState(api: ApiState) {
  const queries = Object.fromEntries(
    Object.entries(api.queries).filter(
      ([, query]) => query?.status === 'fulfilled' || query?.status === 'rejected',
    ),
  );
  return { luxApi: { queries, mutations: {}, provided: api.provided } };
}

/** The manifest as browsers see it: where each remote's server container lives is not theirs to know. */
function browserManifest(manifest: RemoteManifest): RemoteManifest {
  return Object.fromEntries(
    Object.entries(manifest).map(([name, { entry, pages }]) => [name, { entry, pages }]),
  );
}
