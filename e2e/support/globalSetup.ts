import { resetState, serviceNames, startService, stopService } from './services';

// Nothing is painted up front: a test that looks at a picture or a clip paints it (support/artwork.ts).
export default async function globalSetup() {
  await Promise.all(serviceNames.map((name) => stopService(name)));
  resetState();
  // Side by side: none needs another to start (each finds the others on its first request).
  await Promise.all(serviceNames.map((name) => startService(name)));
}
