'use strict';
/*
 * import-x/no-cycle leaves out `import type` (and `export type … from`) by design: TypeScript erases
 * them, so they cannot fail at run time. Our rule is stricter — two modules that know each other's
 * types are as tangled as two that call each other — so this file counts them too, in two halves:
 *
 * - `parseForESLint`: TypeScript's parser, with every import and re-export then marked as a value
 *   one. Given to import-x as the parser it reads the *other* files with (`import-x/parsers`), so
 *   the paths it follows include type imports.
 * - `rules['no-cycle']`: import-x's own no-cycle, shown the linted file's imports as value ones too.
 *
 * The file's own ESLint parse is untouched, so @typescript-eslint/consistent-type-imports still sees
 * what is a type import.
 */
const tsParser = require('@typescript-eslint/parser');

/** A declaration (or specifier) as if written without `type`. */
function asValue(node) {
  const copy = { ...node };
  if (copy.importKind === 'type' || copy.importKind === 'typeof') copy.importKind = 'value';
  if (copy.exportKind === 'type') copy.exportKind = 'value';
  if (Array.isArray(copy.specifiers)) copy.specifiers = copy.specifiers.map(asValue);
  return copy;
}

const MODULE_EDGES = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration']);

function parseForESLint(code, options) {
  const result = tsParser.parseForESLint(code, options);
  result.ast.body = result.ast.body.map((node) => (MODULE_EDGES.has(node.type) ? asValue(node) : node));
  return result;
}

/** import-x/no-cycle with type imports counted: its listeners get value-only views of the nodes. */
function noCycleCountingTypes(noCycle) {
  return {
    ...noCycle,
    create(context) {
      const listeners = noCycle.create(context);
      return Object.fromEntries(
        Object.entries(listeners).map(([selector, listener]) => [
          selector,
          (node) => listener(MODULE_EDGES.has(node.type) ? asValue(node) : node),
        ]),
      );
    },
  };
}

module.exports = { parseForESLint, noCycleCountingTypes, parserPath: __filename };
