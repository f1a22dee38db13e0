export { allowConsoleErrors } from './consoleErrors';
export { renderWithProviders } from './renderWithProviders';
export { apiHandlers } from './handlers';
export * from './fixtures/journal';
export * from './fixtures/enquiry';
export * from './fixtures/destinations';
export { emulateReducedMotion } from './browserApis';
export { layOutCarousels } from './carouselLayout';
export { createIntentRecordingStore } from './intentRecorder';
