import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteManifest } from '../federation/manifest';

/**
 * An app's `first-render-chunks.json` (webpack.common.js, FirstRenderChunksPlugin): the files of its
 * bootstrap, of each exposed module, and of the libraries it provides (`shared`).
 */
type FirstRenderChunks = Record<string, string[]>;

/** The shell's scripts for a first render: its bootstrap and the shared libraries it provides, as site paths. */
export async function shellScripts(distDir: string): Promise<string[]> {
  const chunks = JSON.parse(
    await readFile(path.join(distDir, 'first-render-chunks.json'), 'utf8'),
  ) as FirstRenderChunks;
  return [...new Set([...(chunks.bootstrap ?? []), ...(chunks.shared ?? [])])].map((file) => `/${file}`);
}

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
 * Preloaded from the HTML, so the page's code arrives with the shell's instead of after it.
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
