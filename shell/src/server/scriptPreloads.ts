import type { RemoteManifest } from '../federation/manifest';

/** A remote's `first-render-chunks.json` (webpack.common.js, FirstRenderChunksPlugin): the files of each exposed module. */
type FirstRenderChunks = Record<string, string[]>;

// A remote's list per build (its server entry's URL changes with each build).
const remoteChunkLists = new Map<string, Promise<FirstRenderChunks>>();

function remoteFirstRenderChunks(serverEntry: string): Promise<FirstRenderChunks> {
  let chunks = remoteChunkLists.get(serverEntry);
  if (!chunks) {
    chunks = fetch(new URL('../first-render-chunks.json', serverEntry)).then((response) => {
      if (!response.ok) throw new Error(`first-render-chunks.json answered ${response.status}`);
      return response.json() as Promise<FirstRenderChunks>;
    });
    remoteChunkLists.set(serverEntry, chunks);
    chunks.catch(() => remoteChunkLists.delete(serverEntry));
  }
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
    const chunks = await remoteFirstRenderChunks(entry.serverEntry);
    const files = chunks[`__federation_expose_${module}`] ?? [];
    return [entry.entry, ...files.map((file) => new URL(file, entry.entry).href)];
  } catch {
    // Preloads only speed the page up: without them it still loads.
    return [entry.entry];
  }
}
