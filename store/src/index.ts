// @lux/store: what there must be one of on a page, shared by the shell and every remote as a federated
// singleton. A change that breaks any of it is a new major version: a remote built for another major
// shows its fallback instead of running against the wrong one (webpack.common.js).
export { injectEndpoints, luxApi, serverStateHydrated, setApiOrigin } from './luxApi';
export type { LuxQueryHook } from './luxApi';
export { createLuxStore } from './createLuxStore';
export type { LuxStore } from './createLuxStore';
export { enquiryModalClosed, enquiryModalOpened, heroUnderHeaderChanged } from './intents';
export type { EnquiryDestination } from './intents';
export { PageHeadContext, PageHeadRecord, useNotFoundStatus, usePageHeadRecord } from './pageHead';
export type { PageImage, PageMeta, StructuredData } from './pageHead';
export { hidePageBehind, useOpenedOnce, useReturnFocusToOpener } from './modalBehaviour';
export { sanitizerWindow, setSanitizerWindow } from './sanitizerWindow';
