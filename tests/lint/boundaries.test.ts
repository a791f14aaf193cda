/**
 * Proves the folder boundaries in eslint.config.js bite: each fixture is a file that would sit at
 * `path` and import `specifier`, linted with the project's own configuration. Forbidden imports must
 * fail with a boundary rule; the allowed controls must pass, so a config that flags everything (or
 * nothing) cannot hide.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BOUNDARY_RULES = ['import-x/no-restricted-paths', 'no-restricted-imports'];

// Fixtures are not on disk, so the type-aware rules (which need a tsconfig listing the file) are
// switched off for them; the boundary rules need only the import and the files it resolves to.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }],
});

async function boundaryErrors(path: string, specifier: string): Promise<string[]> {
  const source = `import * as imported from '${specifier}';\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(source, { filePath: `${root}/${path}` });
  const messages = result?.messages ?? [];
  const fatal = messages.filter((m) => m.fatal);
  if (fatal.length) throw new Error(`fixture did not parse: ${fatal.map((m) => m.message).join('; ')}`);
  return messages.filter((m) => BOUNDARY_RULES.includes(m.ruleId ?? '')).map((m) => m.message);
}

// [what, path of the importing file, what it imports]
const forbidden: [string, string, string][] = [
  [
    'a feature importing another feature',
    'src/features/solve/fixture.ts',
    '../dashboard/stores/dashboard-store.js',
  ],
  ['a feature importing src/app', 'src/features/account/fixture.ts', '../../app/router.js'],
  ['shared lib importing a feature', 'src/lib/fixture.ts', '../features/solve/progress.js'],
  ['a shared component importing src/app', 'src/components/fixture.tsx', '../app/router.js'],
  ['a shared hook importing a feature', 'src/hooks/fixture.ts', '../features/auth/validation.js'],
  ['the service worker importing src/', 'sw/fixture.ts', '../src/i18n/sr.js'],
  ['the PWA importing the server', 'src/lib/fixture.ts', '../../server/errors.js'],
  [
    'an adapter importing a module',
    'server/adapters/storage/fixture.ts',
    '../../modules/solve/image-check.js',
  ],
  ['a port importing a module', 'server/ports/fixture.ts', '../modules/users/users.service.js'],
  [
    'a module importing an adapter',
    'server/modules/auth/fixture.ts',
    '../../adapters/identity/local-session.js',
  ],
  ['the contract importing the PWA', 'contract/fixture.ts', '../src/i18n/sr.js'],
  ['the contract importing a package other than zod', 'contract/fixture.ts', 'ky'],
];

const allowed: [string, string, string][] = [
  ['src/app importing a feature', 'src/app/fixture.ts', '../features/solve/progress.js'],
  ['a feature importing shared lib', 'src/features/solve/fixture.ts', '../../lib/format.js'],
  ['a feature importing its own files', 'src/features/solve/fixture.ts', './progress.js'],
  ['a module importing a port', 'server/modules/solve/fixture.ts', '../../ports/storage.port.js'],
  ['an adapter importing server/lib', 'server/adapters/solver/fixture.ts', '../../lib/image-type.js'],
  ['the service worker importing the contract', 'sw/fixture.ts', '../contract/index.js'],
  ['the contract importing zod', 'contract/fixture.ts', 'zod'],
];

describe('architecture boundaries (eslint.config.js)', () => {
  it.each(forbidden)('fails lint for %s', async (_what, path, specifier) => {
    expect(await boundaryErrors(path, specifier)).not.toEqual([]);
  });

  it.each(allowed)('passes lint for %s', async (_what, path, specifier) => {
    expect(await boundaryErrors(path, specifier)).toEqual([]);
  });
});
