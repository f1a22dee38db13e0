export { allowConsoleErrors } from './consoleErrors';
export { renderWithProviders } from './renderWithProviders';
export { apiHandlers } from './handlers';
export * from './fixtures/journal';
