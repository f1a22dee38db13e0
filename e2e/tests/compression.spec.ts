import path from 'node:path';
import { test } from '../support/fixtures';
import { compressedChunk, expectServedPrecompressed } from '../support/encodings';
import { origin } from '../support/site';

// The servers of `npm start` (scripts/lib/front-end-server.mjs) send the build's .br and .gz copies as nginx does.
const root = path.resolve(__dirname, '..', '..');

test('the site and a remote send the precompressed brotli or gzip copy the client accepts, else the file itself', async () => {
  const shell = path.join(root, 'shell', 'dist');
  const journal = path.join(root, 'mfe-journal', 'dist');
  await expectServedPrecompressed(origin('shell'), shell, compressedChunk(shell));
  await expectServedPrecompressed(origin('mfe-journal'), journal, 'remoteEntry.js');
  await expectServedPrecompressed(origin('mfe-journal'), journal, compressedChunk(journal));
});
