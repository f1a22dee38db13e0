import type { RegisteredPage } from '@lux/shared';
import type { RemoteManifest } from '../federation/manifest';

// The server's reading of the manifest's page paths (React Router syntax): `:param` is one segment, and
// a trailing slash names the same page.
const pathPattern = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+*?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`);
const patternsOf = new WeakMap<RemoteManifest, { path: RegExp; page: RegisteredPage }[]>();

/** The registry entry of the remote page at `pathname` in the manifest, if one answers it. */
export function registeredPageAt(manifest: RemoteManifest, pathname: string): RegisteredPage | undefined {
  let patterns = patternsOf.get(manifest);
  if (!patterns) {
    // The manifest is a file an operator writes: an entry without pages names none.
    patterns = Object.values(manifest).flatMap(({ pages = {} }) =>
      Object.values(pages).flatMap((page) => page.paths.map((path) => ({ path: pathPattern(path), page }))),
    );
    patternsOf.set(manifest, patterns);
  }
  return patterns.find(({ path }) => path.test(pathname))?.page;
}
