// A PostgreSQL cluster in a temporary folder for the API tests and benchmarks, started from the
// server binaries apt installs and removed afterwards.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const { isFree } = createRequire(import.meta.url)('./free-port.cjs');

const FIRST_PORT = 54329;

export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((version) => existsSync(path.join(base, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin. Install them with:\n' +
        '  apt-get install -y postgresql',
    );
  }
  return path.join(base, versions[0], 'bin');
}

export async function freePostgresPort() {
  for (let port = FIRST_PORT; port < FIRST_PORT + 50; port += 1) {
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port in ${FIRST_PORT}-${FIRST_PORT + 49} for a throwaway PostgreSQL`);
}

/**
 * A cluster in a temporary folder, trusting local connections, listening on loopback only. `durable`
 * keeps PostgreSQL's default fsync on commit, for measuring writes as production makes them.
 */
export class ThrowawayPostgres {
  constructor(bin, port, { durable = false } = {}) {
    this.bin = bin;
    this.port = port;
    this.durable = durable;
    this.dir = mkdtempSync(path.join(tmpdir(), 'lux-api-pg-'));
    this.data = path.join(this.dir, 'data');
    this.log = path.join(this.dir, 'postgres.log');
    this.started = false;
    // PostgreSQL refuses to run as root, so root runs its tools as the postgres user.
    this.asRoot = process.getuid?.() === 0;
    if (this.asRoot) {
      const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      if (!Number.isInteger(uid) || !Number.isInteger(gid)) {
        throw new Error(
          'Running as root needs a "postgres" user to run PostgreSQL as (apt-get install -y postgresql)',
        );
      }
      chownSync(this.dir, uid, gid);
    }
  }

  run(tool, args) {
    const command = this.asRoot ? 'runuser' : path.join(this.bin, tool);
    const argv = this.asRoot ? ['-u', 'postgres', '--', path.join(this.bin, tool), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${tool} failed:\n${result.stdout}${result.stderr}${result.error ?? ''}`);
    }
  }

  start() {
    this.run('initdb', ['-D', this.data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    const durability = this.durable ? '' : ' -c fsync=off -c full_page_writes=off';
    const options = `-h 127.0.0.1 -p ${this.port} -k ${this.dir}${durability}`;
    this.run('pg_ctl', ['-D', this.data, '-o', options, '-l', this.log, '-w', 'start']);
    this.started = true;
  }

  get adminUrl() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /**
   * What a test needs to restart this cluster itself: pg_ctl, the data folder, the server log
   * and, when we are root, the user to run pg_ctl as (api/src/testing/postgres-cluster.ts reads them).
   */
  get controlEnv() {
    return {
      LUX_TEST_PG_CTL: path.join(this.bin, 'pg_ctl'),
      LUX_TEST_PGDATA: this.data,
      LUX_TEST_PG_LOG: this.log,
      LUX_TEST_PG_USER: this.asRoot ? 'postgres' : '',
    };
  }

  remove() {
    try {
      if (this.started) this.run('pg_ctl', ['-D', this.data, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error(`could not stop PostgreSQL: ${error.message}`);
    } finally {
      this.started = false;
      rmSync(this.dir, { recursive: true, force: true });
    }
  }
}
