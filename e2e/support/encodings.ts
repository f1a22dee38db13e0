// Checks that a server sends the build's precompressed files (.br and .gz beside each text file, see
// webpack.common.js) in the encoding the client asked for, and that they hold the same bytes.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from './fixtures';

/** A hashed chunk of a build folder with both compressed copies beside it. */
export function compressedChunk(dist: string): string {
  const files = new Set(readdirSync(dist));
  const chunk = [...files].find(
    (name) => /\.[0-9a-f]{10}\.js$/.test(name) && files.has(`${name}.br`) && files.has(`${name}.gz`),
  );
  if (!chunk) throw new Error(`${dist} has no chunk with .br and .gz beside it`);
  return chunk;
}

// Raw bytes as sent: fetch would decompress them and add an Accept-Encoding of its own.
function getRaw(url: string, acceptEncoding?: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const decoders = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  identity: (body: Buffer) => body,
};

/** `file` of `dist`, served at `origin`, comes back br, gzip or identity as asked, holding the same bytes. */
export async function expectServedPrecompressed(origin: string, dist: string, file: string) {
  const original = readFileSync(path.join(dist, file));
  for (const encoding of ['br', 'gzip', 'identity'] as const) {
    const { headers, body } = await getRaw(
      `${origin}/${file}`,
      encoding === 'identity' ? undefined : encoding,
    );
    const what = `${origin}/${file} asked for ${encoding}`;
    expect(headers['content-encoding'] ?? 'identity', what).toBe(encoding);
    expect(headers.vary ?? '', what).toMatch(/accept-encoding/i);
    expect(decoders[encoding](body).equals(original), `${what}: the same bytes as the file`).toBe(true);
  }
}
