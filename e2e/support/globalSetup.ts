import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { resetState, serviceNames, startService, stopService } from './services';

export default async function globalSetup() {
  for (const name of serviceNames) await stopService(name);
  resetState();
  // The artwork the seed content points at; only missing images are made.
  execFileSync('npm', ['run', 'artwork', '--workspace', 'api'], {
    cwd: path.resolve(__dirname, '..', '..'),
    stdio: 'inherit',
  });
  for (const name of serviceNames) await startService(name);
}
