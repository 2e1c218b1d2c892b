import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import typeImportCycles from './eslint/type-import-cycles.cjs';

/** import-x, its no-cycle counting type imports too (eslint/type-import-cycles.cjs says why and how). */
const importXCountingTypes = {
  ...importX,
  rules: { ...importX.rules, 'no-cycle': typeImportCycles.noCycleCountingTypes(importX.rules['no-cycle']) },
};
/** The parser no-cycle reads the files it follows with: TypeScript's, with type imports as values. */
const cycleParsers = (...extensions) => ({ [typeImportCycles.parserPath]: extensions });

/*
 * The UI's folders and who may import whom (docs/architecture.md §UI folders): the three areas (site, panel,
 * staff) never import each other; what they share lives in components/, lib/ and platform/, which import no
 * area; app/ (router, mount) is imported by the entry (index.ts) only; product code never imports the test
 * folder.
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
 * The backend's layers, top to bottom (docs/architecture.md §Layers): the entry points (server.ts,
 * app.ts, worker.ts, deps.ts, scripts/: the database CLI and the demo seed, which places orders
 * through the services; jobs/: the queue's tasks and their runner) → routes/ → middleware/ →
 * presenters/ → services/ → db/ → queue/ (adding a job, the queue's schema) → lib/ (plumbing that
 * knows no domain). An arrow points down only: a presenter turns rows into API shapes and fetches
 * nothing; a service returns rows and knows nothing of HTTP; the database layer knows no service;
 * the queue sits below the database layer because a migration installs its schema.
 */
const api = 'backend/src';
const above = (...folders) => folders.map((folder) => `${api}/${folder}`);
const entryPoints = ['scripts', 'jobs', 'app.ts', 'server.ts', 'worker.ts', 'deps.ts'];
const layerZones = [
  {
    target: `${api}/routes`,
    from: above(...entryPoints.filter((entry) => entry !== 'deps.ts')),
    message: 'routes/ are mounted by the entry points: they import none of them.',
  },
  {
    target: `${api}/presenters`,
    from: above('services', 'routes', 'middleware', ...entryPoints),
    message: 'presenters/ turn rows into API shapes: they import no services, routes or middleware.',
  },
  {
    target: `${api}/services`,
    from: above('presenters', 'routes', 'middleware', ...entryPoints),
    message: 'services/ return rows: they import no presenters, routes or middleware.',
  },
  {
    target: `${api}/middleware`,
    from: above('routes', ...entryPoints.filter((entry) => entry !== 'deps.ts')),
    message: 'middleware/ is used by routes/: it imports none.',
  },
  {
    target: `${api}/db`,
    from: above('services', 'presenters', 'routes', 'middleware', ...entryPoints),
    message: 'db/ sits below the services: it imports none (the demo seed lives in scripts/).',
  },
  {
    target: `${api}/queue`,
    from: above('db', 'services', 'presenters', 'routes', 'middleware', ...entryPoints),
    message: 'queue/ adds jobs for the layers above: it imports only lib/ (the tasks live in jobs/).',
  },
  {
    target: `${api}/lib`,
    from: above('queue', 'db', 'services', 'presenters', 'routes', 'middleware', ...entryPoints),
    message: 'lib/ is plumbing: it imports no domain code.',
  },
];

/*
 * The service domains that use each other, top to bottom: orders/ (placing, revising, the order
 * answers and the staff order page, which show proofs, payments and next steps) → billing/ and
 * proofs/ (side by side: neither imports the other) → production/ (statuses, moves, what a move
 * needs, the production gate, and recordStep, the one write of an order's step) → orders/'s row
 * access (order-rows.ts, visible.ts, viewer.ts, children-query.ts), which every domain
 * builds on and which imports none of them.
 */
const services = `${api}/services`;
const orderRowAccess = ['order-rows.ts', 'visible.ts', 'viewer.ts', 'children-query.ts'];
const domainZones = [
  {
    target: ['production', 'billing', 'proofs'].map((domain) => `${services}/${domain}`),
    from: `${services}/orders`,
    except: orderRowAccess.map((file) => `./${file}`),
    message:
      'production/, billing/ and proofs/ sit below orders/: of orders/ they import only its row access (order-rows, visible, viewer, children-query).',
  },
  {
    target: orderRowAccess.map((file) => `${services}/orders/${file}`),
    from: [
      ...['production', 'billing', 'proofs'].map((domain) => `${services}/${domain}`),
      `${services}/orders`,
    ],
    except: orderRowAccess.map((file) => `./${file}`),
    message:
      'orders/ row access sits below every domain: it imports no production, billing, proofs or the rest of orders/.',
  },
  {
    target: `${services}/production`,
    from: [`${services}/billing`, `${services}/proofs`],
    message: 'production/ sits below billing/ and proofs/: it imports neither.',
  },
  {
    target: `${services}/billing`,
    from: `${services}/proofs`,
    message: 'billing/ and proofs/ are side by side: neither imports the other.',
  },
  {
    target: `${services}/proofs`,
    from: `${services}/billing`,
    message: 'billing/ and proofs/ are side by side: neither imports the other.',
  },
];
const backendZones = [
  ...layerZones,
  ...domainZones,
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
    // The ESLint helpers load with require(): import-x requires the parser it is given by path.
    files: ['eslint/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
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
    plugins: { 'import-x': importXCountingTypes },
    settings: {
      'import-x/parsers': cycleParsers('.ts', '.tsx'),
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
    plugins: { 'import-x': importXCountingTypes },
    settings: {
      'import-x/parsers': cycleParsers('.ts'),
      'import-x/extensions': ['.ts', '.js'],
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: backendZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    /*
     * A route is one service call and a presenter (README "Where a change goes"): the SQL, and the
     * transaction a write runs in, live in services/ (each write service opens its own). Routes pass
     * the database handle on and never use it: no Knex, nothing of db/ but its row types, and no query
     * or transaction built on `db`, `trx` or `deps.db`.
     */
    files: [`${api}/routes/**/*.ts`],
    ignores: [`${api}/routes/**/*.test.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'knex', message: 'Routes run no Knex: the query belongs in a service.' }],
          patterns: [
            {
              group: ['**/db/*'],
              allowTypeImports: true,
              message: 'Routes use db/ for its row types only: queries and helpers belong in a service.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.type='Identifier'][callee.name=/^(db|trx|knex)$/]",
          "MemberExpression[object.type='Identifier'][object.name=/^(db|trx|knex)$/]",
          "MemberExpression[object.type='MemberExpression'][object.property.name=/^(db|trx)$/]",
          "MemberExpression[property.name='trx']",
        ].map((selector) => ({
          selector,
          message: 'Routes build no query and open no transaction: call a service, which does both.',
        })),
      ],
    },
  },
  {
    // The shared domain and the stitch library: no import cycles either.
    files: ['packages/shared/src/**/*.ts', 'packages/stitch/src/**/*.ts'],
    plugins: { 'import-x': importXCountingTypes },
    settings: {
      'import-x/parsers': cycleParsers('.ts'),
      'import-x/extensions': ['.ts', '.js'],
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: { 'import-x/no-cycle': 'error' },
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
