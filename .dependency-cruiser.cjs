// The boundaries of the house, kept by `npm run lint` (depcruise) rather than by memory.
// See docs/architecture.md. Tests (`*.test.ts`, apps/server/test, bench) may build real adapters.
const SERVER = '^apps/server/src/';
const NOT_TEST = '\\.test\\.ts$';
/** What code outside adapters/ may import from adapters/: the ports and each adapter's public face. */
const ADAPTER_FACES = [
  '\\.port\\.ts$',
  '^apps/server/src/adapters/index\\.ts$',
  '^apps/server/src/adapters/[^/]+/index\\.ts$',
  // The vocabulary of two ports: the database's table types and the neutral deck the writers render.
  '^apps/server/src/adapters/db/schema\\.ts$',
  '^apps/server/src/adapters/export/deck\\.ts$',
];
/** Vendor SDKs and file-format libraries (each one installed: apps/server/test/boundaries.test.ts checks): imported only inside adapters/ (lazily, by adapters/index.ts). */
const SDKS = [
  '@ai-sdk/[^/]+',
  'ai',
  '@aws-sdk/[^/]+',
  'pdf-lib',
  '@pdf-lib/fontkit',
  'pptxgenjs',
  'unpdf',
  'nodemailer',
  'pg',
  '@electric-sql/pglite',
  'bidi-js',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-module-public-entry',
      comment: 'A server module imports another module only through its public entry, modules/<m>/index.ts.',
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/` },
      to: { path: `${SERVER}modules/[^/]+/`, pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/index\\.ts$`] },
    },
    {
      name: 'module-definitions-in-the-list',
      comment:
        "A module's definition (modules/<m>/<m>.module.ts: what it needs, gives and registers) is imported only by the list, modules/index.ts, which buildApp composes.",
      severity: 'error',
      from: { path: SERVER, pathNot: [`${SERVER}modules/index\\.ts$`, NOT_TEST] },
      to: { path: `${SERVER}modules/.+\\.module\\.ts$` },
    },
    {
      name: 'app-composes-the-list',
      comment:
        "buildApp (app.ts) registers modules through the list, never one module's routes or services by hand; only sign-in's setup, which the database migration needs first, is imported directly.",
      severity: 'error',
      from: { path: `${SERVER}app\\.ts$` },
      to: {
        path: `${SERVER}modules/`,
        pathNot: [`${SERVER}modules/index\\.ts$`, `${SERVER}modules/auth/(auth|auth-log|oidc-config)\\.ts$`],
      },
    },
    {
      name: 'sdk-only-in-adapters',
      comment: 'Vendor SDKs are imported only inside apps/server/src/adapters/ (composed by adapters/index.ts).',
      severity: 'error',
      from: { path: SERVER, pathNot: [`${SERVER}adapters/`, NOT_TEST] },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        path: `node_modules/(${SDKS.join('|')})/`,
      },
    },
    {
      name: 'adapters-through-ports',
      comment:
        "Outside adapters/, code imports ports (*.port.ts), adapters/index.ts or an adapter folder's index.ts — never an implementation.",
      severity: 'error',
      from: { path: SERVER, pathNot: [`${SERVER}adapters/`, NOT_TEST] },
      to: { path: `${SERVER}adapters/`, pathNot: ADAPTER_FACES },
    },
    {
      name: 'web-features-isolated',
      comment: 'A web feature never imports another feature; app/ composes them.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/[^/]+/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shell-without-schemas',
      comment:
        "The web app's shell (app/, lib/, components/) is on every first page: it reads shared rules through zod-free subpaths (@loci/shared/roles), never the schema barrel, or /login and /projects download every schema and zod (bench:web).",
      severity: 'error',
      from: { path: '^apps/web/src/(app|lib|components)/', pathNot: NOT_TEST },
      to: {
        path: '^packages/shared/src/(index|.*\\.schema|project-model\\.read)\\.ts$',
        dependencyTypesNot: ['type-only', 'dynamic-import'],
      },
    },
    {
      name: 'web-shell-no-barrel-import',
      comment:
        "Not even dynamically: `import('@loci/shared')` makes the bundler keep the barrel's whole namespace (every schema) in the chunk that already has the barrel, which was the entry. Import the module itself (@loci/shared/project-model.read).",
      severity: 'error',
      from: { path: '^apps/web/src/(app|lib|components)/', pathNot: NOT_TEST },
      to: { path: '^packages/shared/src/index\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'adapters-through-module-entry',
      comment: "An adapter imports a module only through its public entry, modules/<m>/index.ts — never a module's internals.",
      severity: 'error',
      from: { path: `${SERVER}adapters/` },
      to: { path: `${SERVER}modules/[^/]+/`, pathNot: `${SERVER}modules/[^/]+/index\\.ts$` },
    },
    {
      name: 'web-not-server',
      comment: 'The web app talks to the server over HTTP; what both need lives in packages/shared.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'shared-standalone',
      comment: 'packages/shared runs in the browser and the server: it imports neither the apps nor a Node built-in.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'shared-no-node-builtins',
      comment: 'packages/shared runs in the browser too: no `node:` (or bare Node built-in) import.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'e2e-through-http',
      comment: "e2e/ drives the built app over HTTP and a browser, as a user would: it imports no app's or package's source.",
      severity: 'error',
      from: { path: '^e2e/' },
      to: { path: '^(apps|packages)/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles, type-only imports included: move types two files share into a *.types.ts beside them.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
