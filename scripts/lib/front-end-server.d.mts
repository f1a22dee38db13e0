// Types for front-end-server.mjs, so the shell's server (shell/src/server/serve.ts) imports it typed and
// its build compiles it in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';

export type PageSender = (request: FastifyRequest, reply: FastifyReply) => unknown;

export function isPageRequest(request: FastifyRequest): boolean;
export function sendAppPage(reply: FastifyReply, status: number): FastifyReply;

export interface FrontEndServer {
  server: FastifyInstance;
  allowRemotesOf(manifest: Record<string, { entry?: string }> | undefined): void;
  isStopping(): boolean;
  listenUntilStopped(options: {
    port: number;
    host: string;
    name: string;
    onStop?: () => void;
    alsoClose?: { close(): Promise<unknown> }[];
    afterClose?: () => unknown;
  }): Promise<void>;
}

export function createFrontEndServer(options: {
  dist: string;
  apiOrigin: string;
  index?: false | string[];
  rewriteUrl?: (request: IncomingMessage) => string;
  sendPage?: PageSender;
  env?: NodeJS.ProcessEnv;
}): Promise<FrontEndServer>;
