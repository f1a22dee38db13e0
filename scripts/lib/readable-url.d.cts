// Types for what the shell's server (shell/src/server/enquiryFormPost.ts) imports of readable-url.cjs; its
// build compiles the module in.
export function onThisSite(url: string): string;
export function readableUrl(url: string): string;
export function urlWithin(url: string, limit: number): string | undefined;
