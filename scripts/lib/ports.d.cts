// Types for ports.cjs, so TypeScript (the API's config) imports it and its bundler compiles it in.
export const defaultPorts: Record<string, number>;
export function federationName(folder: string): string;
export const frontEnds: string[];
export const remotes: string[];
export function portOf(app: string, env?: NodeJS.ProcessEnv): number;
export function internalPortOf(app: string, env?: NodeJS.ProcessEnv): number;
export function siteOrigins(env?: NodeJS.ProcessEnv): string[];
export const INTERNAL_PORT_DISTANCE: number;
export function serverArgs(app: string): string[];
