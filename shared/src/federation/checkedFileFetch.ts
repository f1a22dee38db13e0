import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What a server container's fetch of a remote's file throws when the answer is not the file. */
export const FILE_ANSWER_ERROR = 'RemoteFileAnswerError';

/**
 * A failed answer that a second request may well not meet: the remote's server busy, restarting or
 * timing the request out. A missing file (404) stays missing until the manifest is read again.
 */
export function isTemporaryFileAnswer(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== FILE_ANSWER_ERROR) return false;
  const { status } = error as Error & { status: number };
  return status >= 500 || status === 408 || status === 429;
}

/** The error for an answer that is not the file asked for. */
const fileAnswerError = (method: string, url: string, status: number) =>
  Object.assign(new Error(`${method} ${url} answered ${status}`), { name: FILE_ANSWER_ERROR, status });

/**
 * A federation runtime plugin for the server builds: Node's federation runtime runs whatever body a
 * remote's file request gets back, so a 404 or 503 page (JSON) became "Unexpected token ':'" and hid
 * why. With it, an answer that is not a file is an error naming the address and its status. (Each
 * container bundles its own copy, so callers recognise the error by its name, not its class.)
 */
export default function checkedFileFetch(): ModuleFederationRuntimePlugin {
  return {
    name: 'checked-file-fetch',
    async fetch(url, init) {
      const response = await fetch(url, init);
      if (response.ok) return response;
      await response.arrayBuffer(); // read to its end, so the connection is free for the next file
      throw fileAnswerError('GET', url, response.status);
    },
    // A remote's entry file is fetched by the runtime itself, past the hook above, once per address: it
    // is asked after first, so a missing release fails with its address and status, not its 404 page
    // run as code. (Nothing returned: the runtime then loads the entry as it would.)
    async loadEntry({ remoteInfo: { entry } }) {
      if (!/^https?:/.test(entry)) return undefined;
      const response = await fetch(entry, { method: 'HEAD' });
      if (!response.ok) throw fileAnswerError('HEAD', entry, response.status);
      return undefined;
    },
  };
}
