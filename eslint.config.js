import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * The UI's folders and who may import whom (DESIGN §5): the three areas (site, panel, staff) never
 * import each other; what they share lives in components/, lib/ and platform/, which import no
 * area; app/ (router, mount) is imported by the entry (index.ts) only; product code never imports
 * the test folder.
 */
const ui = 'packages/ui/src';
const areas = ['site', 'panel', 'staff'];
const shared = ['components', 'lib', 'platform', 'assets'];
const areaZones = [
  ...areas.map((area) => ({
    target: `${ui}/${area}`,
    from: [...areas.filter((other) => other !== area), 'app'].map((other) => `${ui}/${other}`),
    message: `${area}/ may import only itself and the shared folders (components/, lib/, platform/).`,
  })),
  {
    target: shared.map((folder) => `${ui}/${folder}`),
    from: [...areas, 'app'].map((folder) => `${ui}/${folder}`),
    message: 'Shared UI code (components/, lib/, platform/) imports no area and no app/ code.',
  },
  {
    target: `${ui}/lib`,
    from: `${ui}/components`,
    message: 'lib/ sits below components/: components import lib, not the other way.',
  },
  {
    target: `${ui}/test`,
    from: `${ui}/app`,
    message: 'app/ is imported by the entry (index.ts) only.',
  },
];
const productZones = [
  ...areaZones,
  {
    target: [...areas, ...shared, 'app', 'index.ts'].map((folder) => `${ui}/${folder}`),
    from: `${ui}/test`,
    message: 'Test support (src/test/) is for tests only.',
  },
];

/*
 * The backend's layers, top to bottom (README "Where a change goes"): the entry points (server.ts,
 * app.ts, scripts/: the database CLI and the demo seed, which places orders through the services) →
 * routes/ → middleware/ → presenters/ → services/ → db/ → lib/ (plumbing that knows no domain). An
 * arrow points down only: a presenter turns rows into API shapes and fetches nothing; a service
 * returns rows and knows nothing of HTTP; the database layer knows no service.
 */
const api = 'backend/src';
const above = (...folders) => folders.map((folder) => `${api}/${folder}`);
const backendZones = [
  {
    target: `${api}/presenters`,
    from: above('services', 'routes', 'middleware', 'scripts', 'app.ts', 'server.ts', 'deps.ts'),
    message: 'presenters/ turn rows into API shapes: they import no services, routes or middleware.',
  },
  {
    target: `${api}/services`,
    from: above('presenters', 'routes', 'middleware', 'scripts', 'app.ts', 'server.ts', 'deps.ts'),
    message: 'services/ return rows: they import no presenters, routes or middleware.',
  },
  {
    target: `${api}/middleware`,
    from: above('routes', 'scripts', 'app.ts', 'server.ts'),
    message: 'middleware/ is used by routes/: it imports none.',
  },
  {
    target: `${api}/db`,
    from: above(
      'services',
      'presenters',
      'routes',
      'middleware',
      'scripts',
      'app.ts',
      'server.ts',
      'deps.ts',
    ),
    message: 'db/ sits below the services: it imports none (the demo seed lives in scripts/).',
  },
  {
    target: `${api}/lib`,
    from: above(
      'services',
      'presenters',
      'routes',
      'middleware',
      'db',
      'scripts',
      'app.ts',
      'server.ts',
      'deps.ts',
    ),
    message: 'lib/ is plumbing: it imports no domain code.',
  },
  {
    target: `${api}`,
    from: `${api}/test`,
    except: ['./test'],
    message: 'Test support (src/test/) is for tests only.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/out/**',
      '**/.data/**',
      '**/release/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: [`${ui}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses the files it follows: with TypeScript's parser, as ESLint does.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: productZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: [`${api}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/extensions': ['.ts', '.js'],
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: backendZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // A test may reach any layer it tests, and its own support folder.
    files: [`${api}/**/*.test.ts`, `${api}/test/**`],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: [`${ui}/**/*.test.{ts,tsx}`, `${ui}/test/**`],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: areaZones }],
    },
  },
);
