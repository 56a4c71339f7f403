// ESLint rule `storefront/api-boundaries`: the API's modules meet only through their index.ts
// (architecture.md): a file in modules/<a>/ imports modules/<b>/ only as modules/<b>/index.ts;
// db/ imports no module; lib/ imports no module and no db/. Relative imports are resolved
// against the importing file, so depth and `./`/`../` spelling do not matter.
import { dirname, relative, resolve } from 'node:path';

/** Where a path sits in apps/api/src: `{ area: 'modules', module: 'orders', rest: 'service.js' }`. */
function placeOf(path, root) {
  const inside = relative(root, path).replaceAll('\\', '/');
  if (inside.startsWith('..')) return null;
  const [area, module, ...rest] = inside.split('/');
  return area === 'modules' ? { area, module, rest: rest.join('/') } : { area, rest: inside };
}

const isIndex = (rest) => rest === '' || /^index(\.server)?(\.[cm]?[jt]s)?$/.test(rest);

export const apiBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "API modules meet only through each module's index.ts" },
    schema: [],
    messages: {
      internals:
        "Import module '{{module}}' through its index.ts, not '{{source}}': its internals are its own.",
      dbToModule: "db/ imports no module ('{{source}}'): modules depend on the schema, not back.",
      libToApp: "lib/ imports no module and no db/ ('{{source}}'): it sits below them.",
    },
  },
  create(context) {
    const file = context.filename;
    const marker = `${['apps', 'api', 'src'].join('/')}/`;
    const at = file.replaceAll('\\', '/').lastIndexOf(marker);
    if (at < 0) return {};
    const root = file.slice(0, at + marker.length);
    const from = placeOf(file, root);
    if (!from) return {};

    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = placeOf(resolve(dirname(file), source), root);
      if (!to) return;
      const report = (messageId, data = {}) =>
        context.report({ node: node.source, messageId, data: { source, ...data } });
      if (from.area === 'db' && to.area === 'modules') return report('dbToModule');
      if (from.area === 'lib' && (to.area === 'modules' || to.area === 'db')) {
        return report('libToApp');
      }
      if (to.area === 'modules' && to.module !== from.module && !isIndex(to.rest)) {
        return report('internals', { module: to.module });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const storefrontPlugin = { rules: { 'api-boundaries': apiBoundaries } };
