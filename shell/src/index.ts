import { afterServerHtmlShown } from './afterServerHtmlShown';
import { HOME_PATH, loadHomePage } from './home/loadHomePage';

// The async boundary: shared singletons are negotiated before any of them is imported. Home's own
// chunk is asked for with the shell's other files, not after them.
afterServerHtmlShown()
  .then(() => {
    if (window.location.pathname === HOME_PATH) loadHomePage().catch(() => undefined);
    return import('./bootstrap');
  })
  .then(({ startInSteps }) => startInSteps());
