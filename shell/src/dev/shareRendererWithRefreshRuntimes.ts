// Development only, before React DOM loads: the composed page runs one React Fast Refresh runtime per
// app (the shell's, and each remote's from its remoteEntry.js). A runtime that arrives after React DOM
// finds it in the DevTools hook's `renderers`, but the hook the shell's runtime creates never records
// them there, so a remote's edits would apply without re-rendering. Recorded, every runtime refreshes.
interface DevToolsHook {
  renderers: Map<number, unknown>;
  inject: (renderer: unknown) => number;
}

const hook = (globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevToolsHook }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
if (hook) {
  const inject = hook.inject;
  hook.inject = function recordRenderer(renderer) {
    const id = inject.call(this, renderer);
    hook.renderers.set(id, renderer);
    return id;
  };
}
