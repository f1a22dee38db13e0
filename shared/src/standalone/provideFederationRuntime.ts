// A remote's production build leaves the federation runtime to whoever hosts it (externalRuntime): in
// the site the shell provides it. A remote on its own for QA loads this first, to provide it itself.
import * as runtimeCore from '@module-federation/runtime-core';

Object.assign(globalThis, { _FEDERATION_RUNTIME_CORE: runtimeCore });
