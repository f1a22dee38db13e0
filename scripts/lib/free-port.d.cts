// Types for free-port.cjs, for the API's and the browser tests' TypeScript.
export function isFree(port: number): Promise<boolean>;
export function freePort(): Promise<number>;
