// The shared router of the server builds: the browser's part (react-router-shared.mjs) and what
// renders a page on the server, which no visitor downloads.
export * from './react-router-shared.mjs';
export { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-implementation';
