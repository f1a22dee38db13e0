// The shared router of the server builds: the browser's part (react-router-shared.ts) and the router
// that renders a page on the server, which no visitor downloads. TypeScript reads 'react-router' as this
// module; ESLint keeps StaticRouter to code under src/server/ (eslint.config.mjs).
export * from './react-router-shared';
export { StaticRouter } from 'react-router-implementation';
