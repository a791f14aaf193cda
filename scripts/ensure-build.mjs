// Builds the PWA when dist/ is missing or older than its sources, so `npm start` is one command.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const marker = path.join(root, 'dist', 'index.html');
const sources = [
  'src',
  'sw',
  'contract',
  'public',
  'index.html',
  'manifest.webmanifest',
  'vite.config.ts',
  'scripts/build',
  'package-lock.json',
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

const builtAt = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt < changedAt) {
  console.log(
    builtAt ? 'Sources changed since the last build: building the app…' : 'No build yet: building the app…',
  );
  execSync('npx vite build', { cwd: root, stdio: 'inherit' });
}
