// What the site's browser and server code uses of Redux Toolkit, shared under the name '@reduxjs/toolkit'
// (webpack.common.js), as react-router is (react-router-shared.ts): a shared module is bundled whole, and
// the part below leaves out what no app uses (the listener and dynamic middleware, the entity adapter):
// with react-redux's part, 6 KB gzip less on every page. RTK Query imports its names from
// '@reduxjs/toolkit' too, so they are here (scripts/lib/shared-parts.test.js holds the list to its
// imports). TypeScript reads '@reduxjs/toolkit' as this module (tsconfig.base.json's paths): importing a
// value not listed fails the typecheck; every type stays importable.
export type * from 'redux-toolkit-implementation';
export {
  // The apps'.
  combineSlices,
  configureStore,
  createAction,
  createSlice,
  isPending,
  // RTK Query's.
  SHOULD_AUTOBATCH,
  combineReducers,
  createAsyncThunk,
  createNextState,
  createSelector,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from 'redux-toolkit-implementation';
