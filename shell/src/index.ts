import { afterServerHtmlShown } from './afterServerHtmlShown';

// The async boundary: shared singletons are negotiated before any of them is imported. (Home's own
// chunk is preloaded from its HTML and run after the libraries, in a step of its own: see startApp.)
afterServerHtmlShown()
  .then(() => import('./bootstrap'))
  .then(({ startInSteps }) => startInSteps());
