import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The folder boundaries of docs/architecture.md ("Boundaries"), checked on every import.
 * tests/lint-boundaries.test.ts proves each rule bites.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sharedClientLayers = ['./src/components', './src/lib', './src/hooks', './src/config', './src/i18n'];

const boundaryZones = [
  // A feature is an island: src/app composes features, features never reach into each other or app.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; compose them in src/app.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features never import src/app; src/app composes features.',
  },
  {
    target: sharedClientLayers,
    from: ['./src/features', './src/app'],
    message: 'Shared components, lib, hooks, config and i18n never import features or src/app.',
  },
  {
    target: './sw',
    from: ['./src', './server'],
    message: 'The service worker imports only sw/ and contract/.',
  },
  { target: './src', from: './server', message: 'The PWA never imports the server.' },
  {
    target: './contract',
    from: ['./src', './sw', './server', './tests', './scripts'],
    message: 'The contract imports only zod and itself.',
  },
  {
    target: ['./server/adapters', './server/solver', './server/ports', './server/lib', './server/db'],
    from: ['./server/modules', './server/plugins'],
    message: 'Adapters, ports, lib and db never import modules or plugins; modules use ports.',
  },
  {
    target: ['./server/modules', './server/ports', './server/lib', './server/plugins'],
    from: ['./server/adapters', './server/solver'],
    message: 'Modules depend on ports; only server/compose.ts (and app.ts) pick adapters.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'coverage',
      'playwright-report',
      'test-results',
      'artifacts',
      'dev-dist',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or handles, or an `any` leaking through, is a bug
    // that the compiler alone lets pass. The project service finds each file's tsconfig.
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Fastify plugins and port implementations are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read untyped answers (`inject().json()`, `fetch().json()`) and assert on them directly.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'server/test-support/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Sources import `./x.js` and mean `./x.ts`.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    // Tests may reach across server layers to set up what they test (sign a policy, use a fake solver).
    files: ['server/**/*.test.ts', 'server/test-support/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: boundaryZones.filter((zone) => ![zone.target].flat().every((t) => t.startsWith('./server'))),
        },
      ],
    },
  },
  {
    // The contract is shared by every half: it may import zod and nothing else from npm.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod(/|$)|\\.)', message: 'The contract imports only zod.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // Callbacks and store actions are passed around detached (props, selectors): declare them as
      // properties so `unbound-method` knows they do not use `this`.
      '@typescript-eslint/method-signature-style': ['error', 'property'],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
