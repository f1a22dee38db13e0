// The whole stack as a developer or an operator runs it, `npm start` or `npm run dev`, on a PORT_OFFSET of
// its own beside the browser tests' servers, and stopped the way a terminal or a process manager stops it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect } from '@playwright/test';
import { isFree } from './site';

const requireScript = createRequire(__filename);
const { processesTagged } = requireScript('../../scripts/lib/processes-tagged.cjs') as {
  processesTagged: (name: string, value: string) => number[];
};
const { internalPortOf, portOf, remotes } = requireScript('../../scripts/lib/ports.cjs') as {
  internalPortOf: (app: string, env: { PORT_OFFSET: string }) => number;
  portOf: (app: string, env: { PORT_OFFSET: string }) => number;
  remotes: string[];
};

const root = path.resolve(__dirname, '..', '..');
const apps = ['api', 'shell', 'mfe-destinations', 'mfe-experiences', 'mfe-enquiry', 'mfe-journal'] as const;
// Every process the stack starts inherits it: what is left running after a stop is found by it.
const TAG = 'LUX_TEST_STACK';

export class NpmStack {
  private npm: ChildProcess | undefined;
  /** PORT_OFFSET of this stack: the tests' own, moved by `shift` so both run side by side. */
  readonly offset: string;
  private readonly tag: string;
  private readonly stateDir: string;

  /** `args` go to the script after `--` (`npm run dev -- mfe-journal`). */
  constructor(
    private readonly script: 'start' | 'dev',
    shift: number,
    private readonly args: string[] = [],
  ) {
    this.offset = String(Number(process.env.PORT_OFFSET || 0) + shift);
    this.tag = `${script}-${this.offset}-${process.pid}`;
    this.stateDir = path.join(root, '.tmp', `npm-${script}-${this.offset}`);
  }

  port(app: (typeof apps)[number]) {
    return portOf(app, { PORT_OFFSET: this.offset });
  }

  origin(app: (typeof apps)[number]) {
    return `http://localhost:${this.port(app)}`;
  }

  /** Runs the npm script, its output in `.tmp/npm-<script>-<offset>/output.log`. */
  start() {
    mkdirSync(this.stateDir, { recursive: true });
    const output = openSync(path.join(this.stateDir, 'output.log'), 'w');
    this.npm = spawn('npm', ['run', this.script, ...(this.args.length > 0 ? ['--', ...this.args] : [])], {
      cwd: root,
      env: {
        ...process.env,
        PORT_OFFSET: this.offset,
        PORT: '',
        [TAG]: this.tag,
        SQLITE_PATH: path.join(this.stateDir, 'lux.sqlite'),
      },
      stdio: ['ignore', output, output],
    });
  }

  /** What the stack has printed so far. */
  output() {
    return readFileSync(path.join(this.stateDir, 'output.log'), 'utf8');
  }

  processes() {
    return processesTagged(TAG, this.tag);
  }

  /** Sends the signal to npm alone, as a process manager does, and expects everything gone, every port free. */
  async stop(signal: 'SIGINT' | 'SIGTERM') {
    this.npm?.kill(signal);
    const ports = [
      ...apps.map((app) => this.port(app)),
      ...remotes.map((app) => internalPortOf(app, { PORT_OFFSET: this.offset })),
    ];
    const heldPorts = async () => {
      const free = await Promise.all(ports.map(isFree));
      return ports.filter((_, index) => !free[index]);
    };
    // The stack kills what has not stopped 1.5 s after the signal; a loaded machine adds a little. Ports
    // are asked for until then too: a killed process's main thread shows as a zombie (no longer listed)
    // while its other threads still hold its sockets for a moment.
    await expect
      .poll(async () => ({ running: this.processes(), heldPorts: await heldPorts() }), { timeout: 5_000 })
      .toEqual({ running: [], heldPorts: [] });
  }

  /** Whatever a failed test left running. */
  kill() {
    for (const pid of this.processes()) process.kill(pid, 'SIGKILL');
  }
}
