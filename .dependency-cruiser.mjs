/**
 * The boundaries of the code (docs/ARCHITECTURE.md, "Boundaries"), checked by `npm run lint:boundaries`,
 * which `npm test` runs. Each rule names what it keeps apart; a violation prints the rule's name, the
 * importing file and the file it imports. Test files and fixtures are held to these rules too; the
 * rules between whole modules and features, which test helpers would blur, are in
 * `.dependency-cruiser.production.mjs`.
 */

export const server = '^apps/server/src/';
export const modules = `${server}modules/`;
export const features = '^apps/web/src/features/';

/** The web features others may build on, each through its `index.ts` (ARCHITECTURE.md names them). */
export const sharedFeatures = [
  'reference-lists',
  'customer',
  'settings',
  'documents',
  'parties',
  'assets',
  'movements',
  'external-movements',
  'financial-years',
  'printing',
  'imports',
  'activity',
  'attachments',
  'school',
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-runtime-cycle',
      severity: 'error',
      comment: 'A file must not need itself at run time through its imports (type-only imports aside).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'repo-is-private',
      severity: 'error',
      comment:
        "A module's repo is private to it: another module calls its service, or what its index.ts exports (DESIGN §3).",
      from: { path: `${modules}([^/]+)/` },
      to: { path: `${modules}[^/]+/.*[.]repo[.]ts$`, pathNot: `${modules}$1/` },
    },
    {
      name: 'db-and-http-below-modules',
      severity: 'error',
      comment:
        'The database, HTTP and file storage layers are the ground floor: they never import a business module.',
      from: { path: `${server}(db|http|storage)/` },
      to: { path: modules },
    },
    {
      name: 'feature-through-index',
      severity: 'error',
      comment:
        "A web feature reaches another only through that feature's index.ts, and only the shared ones (ARCHITECTURE.md).",
      from: { path: `${features}([^/]+)/` },
      to: {
        path: features,
        pathNot: [`${features}$1/`, `${features}(${sharedFeatures.join('|')})/index[.]tsx?$`],
      },
    },
    {
      name: 'components-below-features',
      severity: 'error',
      comment: "The web's shared components, lib and app shell's building blocks never import a feature.",
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: features },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      comment: 'packages/shared is the floor of both apps and imports neither.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      comment: 'The web client talks to the server over HTTP only; what both need lives in packages/shared.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-never-imports-web',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'zod-through-shared',
      severity: 'error',
      comment:
        "Schemas of the contracts and the server use packages/shared's z (src/zod.ts), whose string() refuses text PostgreSQL cannot keep.",
      from: { path: '^(packages/shared/src|apps/server/src)/', pathNot: '^packages/shared/src/zod/' },
      to: { path: '(^|/)node_modules/zod/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        "An import the checker cannot resolve would hide its dependency from every rule above. A file's URL that Vite serves (`x.wasm?url`) is no code to check.",
      from: {},
      to: { couldNotResolve: true, pathNot: '[.]wasm[?]url$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules are not followed, but kept as the ends of imports, so that a rule can name a package.
    exclude: { path: ['(^|/)dist/', 'apps/server/src/db/migrations/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
