// The shared router of the server builds: the browser's part (react-router-shared.mjs) and the router
// that renders a page on the server, which no visitor downloads.
export * from './react-router-shared.mjs';
export { StaticRouter } from 'react-router-implementation';
