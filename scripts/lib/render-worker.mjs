// One of the shell server's render threads (scripts/lib/render-pool.mjs): it loads the shell's server
// render (dist/server/renderPage.js, a webpack bundle with the federation runtime) once, then renders
// pages as they come, several at once (a render mostly waits for the API).
import { createRequire } from 'node:module';
import { workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const { serverBuildFile, apiOrigin, distDir } = workerData;

const renderer = await require(serverBuildFile);
await renderer.configure({ apiOrigin, distDir });

/** `{ url, origin, manifest }` → `{ status, html, complete }` (shell/src/server/renderPage.tsx). */
export default function render(request) {
  // A thread that answers has loaded the server render (render-pool.mjs, `warm`).
  if (request === 'ready?') return 'ready';
  return renderer.renderPage(request);
}
