import { serviceNames, stopService } from './services';

export default async function globalTeardown() {
  await Promise.all(serviceNames.map((name) => stopService(name)));
}
