import { afterServerHtmlShown } from './afterServerHtmlShown';

// The async boundary: shared singletons are negotiated before any of them is imported.
afterServerHtmlShown()
  .then(() => import('./bootstrap'))
  .then(({ startInSteps }) => startInSteps());
