import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('../../server/solver/cli.ts', import.meta.url));
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { encoding: 'utf8' });

describe('solve CLI', { timeout: 30_000 }, () => {
  it('fails clearly for a missing file', () => {
    const r = run('/no/such/photo.jpg');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('cannot read /no/such/photo.jpg');
  });
  it('fails clearly for a file that is not an image', () => {
    const r = run(cli);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('not a readable image');
  });
  it('fails clearly for an unknown grade or language', () => {
    expect(run(cli, '--grade', '9th').stderr).toContain('unknown grade "9th"');
    expect(run(cli, '--language', 'klingon').stderr).toContain('unknown language "klingon"');
  });
});
