import { serviceNames, stopService } from './services';

export default async function globalTeardown() {
  for (const name of serviceNames) await stopService(name);
}
