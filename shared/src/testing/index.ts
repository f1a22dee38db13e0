export { allowConsoleErrors } from './consoleErrors';
export { renderWithProviders } from './renderWithProviders';
export { apiHandlers } from './handlers';
export * from './fixtures';
export { emulateExitAnimations, emulateReducedMotion } from './browserApis';
export { layOutCarousels } from './carouselLayout';
export { createIntentRecordingStore } from './intentRecorder';
export { currentPageMeta } from './pageMeta';
