// Types for http-timeouts.cjs, so TypeScript (the API's config and app) imports it and its bundler compiles it in.
import type { ServerOptions } from 'node:http';

export const DEFAULT_REQUEST_TIMEOUT_MS: number;
export function requestTimeoutMs(env?: NodeJS.ProcessEnv): number;
export function timeoutOptions(timeoutMs: number): {
  requestTimeout: number;
  connectionTimeout: number;
  http: Pick<ServerOptions, 'headersTimeout' | 'connectionsCheckingInterval'>;
};
