import { resetState, serviceNames, startService, stopService } from './services';

// No artwork is painted up front: the API paints each image on its first request, byte for byte what
// `npm run artwork` makes, so the tests that read the artwork's pixels see the same pictures.
export default async function globalSetup() {
  for (const name of serviceNames) await stopService(name);
  resetState();
  for (const name of serviceNames) await startService(name);
}
