/**
 * Where the bench keeps rendered tune photos: `<dir>/<hash>`, the hash of the corpus generator's
 * source (tests/solver-corpus, its tests and report excluded), so a changed generator renders anew.
 * Shared by scripts/bench-solver.ts (which fills it) and scripts/retry-bench.ts (which reads it).
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';

export async function corpusCacheFolder(dir: string): Promise<string> {
  const source = new URL('../tests/solver-corpus/', import.meta.url);
  const hash = createHash('sha256');
  for (const file of (await readdir(source))
    .filter(
      (f) =>
        f.endsWith('.ts') && !f.endsWith('.test.ts') && !['bench-report.ts', 'answer-check.ts'].includes(f),
    )
    .sort())
    hash.update(await readFile(new URL(file, source)));
  return `${dir}/${hash.digest('hex').slice(0, 12)}`;
}
