import { afterServerHtmlShown } from './afterServerHtmlShown';
import { loadHomePage } from './home/loadHomePage';

// The async boundary: shared singletons are negotiated before any of them is imported. Home's own
// chunk is asked for with the shell's other files, not after them.
afterServerHtmlShown()
  .then(() => {
    if (window.location.pathname === '/') loadHomePage().catch(() => undefined);
    return import('./bootstrap');
  })
  .then(({ startInSteps }) => startInSteps());
