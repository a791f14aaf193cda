// `npm run bench`: every benchmark that prints figures. Each is also runnable on its own.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const benches = ['http-bench.ts', 'client-bench.ts', 'hybrid-bench.ts', 'lighthouse-bench.ts'].filter((f) =>
  fs.existsSync(path.join(here, f)),
);
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  execFileSync(process.execPath, ['--import', 'tsx', path.join(here, bench)], { stdio: 'inherit' });
}
