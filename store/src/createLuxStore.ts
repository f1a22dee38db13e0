import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Middleware, Slice } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { luxApi } from './luxApi';

/**
 * Builds a store around the shared api. Only bootstrap files and tests call it: the shell once for the
 * composed site, each remote's standalone entry once for QA. Never export a store instance from a
 * module; a remote importing it would get a second store.
 */
export function createLuxStore(slices: Slice[] = [], middleware: Middleware[] = []) {
  const reducer = combineSlices(luxApi, ...slices);
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault().concat(...middleware, luxApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type LuxStore = ReturnType<typeof createLuxStore>;
