/**
 * A throwaway PostgreSQL server for tests, from Debian's `postgresql` package: a fresh cluster in
 * a temp dir on its own port, run as the `postgres` user when we are root (Postgres refuses root).
 * TEST_DATABASE_URL, when set, is used instead.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface PostgresServer {
  url: string;
  stop(): void;
}

function findBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

export function startPostgres(): PostgresServer | undefined {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => {} };
  const bin = findBinDir();
  if (!bin) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resavac-pg-'));
  fs.chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const full = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]]
      : [path.join(bin, cmd), args];
    execFileSync(full[0] as string, full[1] as string[], { stdio: 'pipe' });
  };
  const dataDir = path.join(dir, 'data');
  const port = 55_000 + Math.floor(Math.random() * 5_000);
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      const args = ['-D', dataDir, '-m', 'immediate', 'stop'];
      if (asRoot) spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...args]);
      else spawnSync(path.join(bin, 'pg_ctl'), args);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
