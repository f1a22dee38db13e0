import { paintArtwork } from './artwork';
import { resetState, serviceNames, startService, stopService } from './services';

// Nothing else is painted up front (support/artwork.ts): the hero clips are, since a page whose clip is
// missing logs its 404, and every test fails on a console error.
export default async function globalSetup() {
  for (const name of serviceNames) await stopService(name);
  resetState();
  const clips = paintArtwork(['--clips']);
  for (const name of serviceNames) await startService(name);
  await clips;
}
