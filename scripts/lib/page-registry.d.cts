// Types for what the shell's server (shell/src/server/serve.ts) imports of page-registry.cjs; its build
// compiles the module in.
import type { RemoteManifest } from '../../shell/src/federation/manifest';

export function localManifest(registryFile: string, env?: NodeJS.ProcessEnv, root?: string): RemoteManifest;
