import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../scripts/lib/free-port.cjs';
import { eventually } from './eventually';

const apiDir = path.resolve(__dirname, '..', '..');

const isAnswering = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

export interface CompiledApiProcess {
  origin: string;
  port: number;
  process: ChildProcess;
  /** The exit code, once it has exited. */
  exited: Promise<number | null>;
}

export interface CompiledApi {
  /** The folder the build wrote (server.js, the commands, their source maps). */
  dir: string;
  /** Starts the compiled server with plain node, as the production image does; resolves once ready. */
  start(env: NodeJS.ProcessEnv): Promise<CompiledApiProcess>;
  /** Kills what is still running and removes the build. */
  remove(): Promise<void>;
}

/** The API compiled for one test file, in a folder of its own: another test may be building dist/. */
export async function buildCompiledApi(): Promise<CompiledApi> {
  const buildDir = path.join(apiDir, '.tmp', `compiled-${process.pid}-${Date.now()}`);
  await promisify(execFile)(process.execPath, ['scripts/build.mjs', '--outdir', buildDir], { cwd: apiDir });
  const started: ChildProcess[] = [];
  return {
    dir: buildDir,
    async start(env) {
      const port = await freePort();
      const child = spawn(process.execPath, [path.join(buildDir, 'server.js')], {
        env: { ...process.env, LOG_LEVEL: 'silent', ...env, PORT: String(port) },
        stdio: 'ignore',
      });
      started.push(child);
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const origin = `http://127.0.0.1:${port}`;
      await eventually(
        async () => {
          if (child.exitCode !== null)
            throw new Error(`The API exited (${child.exitCode}) before it was ready`);
          return isAnswering(`${origin}/ready`);
        },
        'the API is ready',
        60_000,
      );
      return { origin, port, process: child, exited };
    },
    async remove() {
      for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
      await rm(buildDir, { recursive: true, force: true });
    },
  };
}
