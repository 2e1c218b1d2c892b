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
    files: [`${ui}/**/*.test.{ts,tsx}`, `${ui}/test/**`],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: areaZones }],
    },
  },
);
