import { resetState, serviceNames, startService, stopService } from './services';

// Nothing is painted up front: a test that looks at a picture or a clip paints it (support/artwork.ts).
export default async function globalSetup() {
  for (const name of serviceNames) await stopService(name);
  resetState();
  for (const name of serviceNames) await startService(name);
}
