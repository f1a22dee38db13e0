import type { RemoteManifest } from '../federation/manifest';

/** A remote's `first-render-chunks.json` (webpack.common.js, FirstRenderChunksPlugin): the files of each exposed module. */
type FirstRenderChunks = Record<string, string[]>;

// Each remote's list for its current build (its server entry's URL changes with each build): one per
// remote, so a long-running server under frequent deploys keeps no list of an old build.
const remoteChunkLists = new Map<string, { serverEntry: string; chunks: Promise<FirstRenderChunks> }>();

function remoteFirstRenderChunks(remote: string, serverEntry: string): Promise<FirstRenderChunks> {
  const known = remoteChunkLists.get(remote);
  if (known?.serverEntry === serverEntry) return known.chunks;
  const chunks = fetch(new URL('../first-render-chunks.json', serverEntry)).then((response) => {
    if (!response.ok) throw new Error(`first-render-chunks.json answered ${response.status}`);
    return response.json() as Promise<FirstRenderChunks>;
  });
  remoteChunkLists.set(remote, { serverEntry, chunks });
  chunks.catch(() => {
    if (remoteChunkLists.get(remote)?.chunks === chunks) remoteChunkLists.delete(remote);
  });
  return chunks;
}

/**
 * The browser URLs of a remote page's code: its remoteEntry.js and the chunks of the exposed module.
 * Preloaded from the HTML, so the page's code is there when the shell asks for it, two round trips
 * sooner. (The shell's own chunks are not: the shell requests them all at once after the first paint,
 * and preloaded they would share the bandwidth with the fonts and the hero that paint needs.)
 */
export async function remotePageScripts(manifest: RemoteManifest, remote: string, module: string) {
  const entry = manifest[remote];
  if (!entry?.serverEntry) return [];
  try {
    const chunks = await remoteFirstRenderChunks(remote, entry.serverEntry);
    const files = chunks[`__federation_expose_${module}`] ?? [];
    return [entry.entry, ...files.map((file) => new URL(file, entry.entry).href)];
  } catch {
    // Preloads only speed the page up: without them it still loads.
    return [entry.entry];
  }
}
