// Types for processes-tagged.cjs, for the API's and the browser tests' TypeScript.
export function processesTagged(name: string, value: string): number[];
