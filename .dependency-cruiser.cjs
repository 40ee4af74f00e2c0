// The layers of the code base, written down as rules that `scripts/check-layers` enforces with
// dependency-cruiser. Paths are relative to the repository root (the `baseDir`), with forward slashes.
//
// apps/server/src, from the top down:
//   entry and composition  main.ts, worker.ts, app.ts, context.ts, shutdown.ts, cli/  (may import anything)
//   routes/, http/         HTTP: handlers and plumbing
//   workers/               job handlers
//   services/              use cases in modules (SERVICE_MODULES below; services/views/ maps rows to the
//                          contract's shapes)
//   adapters/              the outside world: mail, LLM chat, media probe, passwords, webhooks, ...
//   jobs/ events/ storage/ infrastructure
//   db/                    database, schema, repositories; db/migrations/ is frozen
//   exports/ search/ text/ pure: export renderers, search terms, text and language-model prompts
//   pipeline/              speech processing with plain inputs
//   domain/                errors and shared facts
// config/ and app-context.ts may be imported by every layer above pipeline/ and domain/.

const SERVER = '^apps/server/src/';

/** A pattern for the given folders of apps/server/src. */
function server(...folders) {
  return `${SERVER}(${folders.join('|')})/`;
}

/** Test files and test helpers may import anything. */
const SERVER_TESTS = ['\\.test\\.tsx?$', server('test-support')];

/** Entry points and the composition root: they wire the layers together, and nothing imports them. */
const ENTRY = [`${SERVER}(main|worker|app|context|shutdown)\\.ts$`, server('cli')];

/** Non-test server source in the given folders. */
function fromServer(...folders) {
  return { path: server(...folders), pathNot: SERVER_TESTS };
}

/** The use-case modules that the leaves (every module but core/ and views/) are built on. */
const LEAF_MODULES = [
  'accounts',
  'workspaces',
  'library',
  'uploads',
  'voices',
  'translation',
  'insights',
  'webhooks',
  'models',
];
/**
 * The modules of services/ and the other modules each may import (besides itself): the graph ARCHITECTURE.md
 * draws. views/ (rows to the contract's shapes) and core/ (access, roles, plan usage, the media journal, ...)
 * are the floor; the leaves import only those; transcripts also uses voices, translation and insights; sharing,
 * admin, housekeeping, imports, markdown and bulk sit on top and may use all of the rest, but not each other.
 */
const SERVICE_MODULES = {
  views: [],
  core: ['views'],
  ...Object.fromEntries(LEAF_MODULES.map((module) => [module, ['views', 'core']])),
  transcripts: ['views', 'core', 'voices', 'translation', 'insights'],
  ...Object.fromEntries(
    ['sharing', 'admin', 'housekeeping', 'imports', 'markdown', 'bulk'].map((module) => [
      module,
      ['views', 'core', ...LEAF_MODULES, 'transcripts'],
    ]),
  ),
};

/** One rule a module: what of services/ it may import. */
const serviceModuleRules = Object.entries(SERVICE_MODULES).map(([module, allowed]) => ({
  name: `service-module-${module}`,
  comment:
    `services/${module}/ may import of services/ only itself` +
    (allowed.length ? ` and ${allowed.join(', ')}` : '') +
    ': the modules form a graph without cycles, so each can be read with only what lies below it in mind.',
  severity: 'error',
  from: fromServer(`services/${module}`),
  to: { path: `${SERVER}services/`, pathNot: `${SERVER}services/(${[module, ...allowed].join('|')})/` },
}));

/**
 * What bench/ and e2e/ may import of the server: its package exports, as built ('@transcribe/server/pipeline'
 * and '/db' resolve through the node_modules link to these real paths; to the .d.ts when "types" comes first),
 * and the language model stand-in of the tests ('/test-support/fake-llm', a TypeScript file Node runs as is).
 */
const SERVER_PACKAGE_EXPORTS =
  '^apps/server/(dist/(pipeline|db)/index\\.(js|d\\.ts)|src/test-support/(fake-llm|transducer-model)\\.ts)$';

module.exports = {
  forbidden: [
    // --- apps/server/src -------------------------------------------------------------------------------
    {
      name: 'routes-not-to-db',
      comment:
        'A route handler reads and writes data through a service, never the database itself, so every rule ' +
        'about the data (ownership, plan limits, consistency) lives in one place: the service.',
      severity: 'error',
      from: fromServer('routes'),
      to: { path: server('db') },
    },
    {
      name: 'routes-not-to-infrastructure',
      comment:
        'A route handler turns HTTP into a call to a service and back. Queues, the speech pipeline, adapters, ' +
        'media storage and job handlers are reached through services, so a handler stays thin.',
      severity: 'error',
      from: fromServer('routes'),
      to: { path: server('jobs', 'pipeline', 'adapters', 'storage', 'workers') },
    },
    {
      name: 'http-not-to-infrastructure',
      comment:
        'HTTP plumbing (error mapping, authentication, rate limits, headers, the SPA) calls services when it ' +
        'needs data; it never opens the database, the queues, the pipeline, the adapters or the job handlers itself.',
      severity: 'error',
      from: fromServer('http'),
      to: { path: server('db', 'jobs', 'pipeline', 'workers', 'adapters') },
    },
    {
      name: 'http-not-to-routes',
      comment: 'Routes use the HTTP plumbing, not the other way round.',
      severity: 'error',
      from: fromServer('http'),
      to: { path: server('routes') },
    },
    {
      name: 'workers-not-to-db',
      comment:
        'A job handler does its work through services (and the pipeline, queues and events), so that the ' +
        'data rules are the same whether a request or a job changes the data.',
      severity: 'error',
      from: fromServer('workers'),
      to: { path: server('db') },
    },
    {
      name: 'workers-not-to-http-or-routes',
      comment:
        'Job handlers run outside any HTTP request and must work in a worker process without a web server.',
      severity: 'error',
      from: fromServer('workers'),
      to: { path: server('http', 'routes') },
    },
    {
      name: 'services-not-to-http-or-routes',
      comment:
        'A use case knows nothing about HTTP: it throws domain errors, and http/ maps them to statuses. That ' +
        'way a job handler or a command line tool can call the same service.',
      severity: 'error',
      from: fromServer('services'),
      to: { path: server('http', 'routes') },
    },
    {
      name: 'services-not-to-workers',
      comment:
        'Job handlers call services; a service that called a job handler would turn the layers upside down.',
      severity: 'error',
      from: fromServer('services'),
      to: { path: server('workers') },
    },
    ...serviceModuleRules,
    {
      name: 'service-modules-listed',
      comment:
        'Every use case lives in one of the modules of SERVICE_MODULES (a folder of services/): a new module is ' +
        'added there with the modules it may import, and to the table in ARCHITECTURE.md.',
      severity: 'error',
      from: { path: SERVER },
      to: { path: `${SERVER}services/(?!(${Object.keys(SERVICE_MODULES).join('|')})/)` },
    },
    {
      name: 'adapters-not-to-services',
      comment:
        'An adapter only talks to the outside world (mail, LLM chat, media probe, webhooks, ...). The use ' +
        'cases call adapters, not the other way round.',
      severity: 'error',
      from: fromServer('adapters'),
      to: { path: server('services') },
    },
    {
      name: 'adapters-not-to-db-or-jobs',
      comment:
        'An adapter gets plain values from its caller; it does not read the database or touch the queues.',
      severity: 'error',
      from: fromServer('adapters'),
      to: { path: server('db', 'jobs') },
    },
    {
      name: 'adapters-not-to-http-routes-workers',
      comment: 'Adapters sit below the HTTP layer and the job handlers, which use them through services.',
      severity: 'error',
      from: fromServer('adapters'),
      to: { path: server('http', 'routes', 'workers') },
    },
    {
      name: 'repositories-not-to-services',
      comment:
        'The repositories (and the rest of db/) are the bottom of the data path: services call them. A ' +
        'repository calling a service would make a loop and hide rules in the data access.',
      severity: 'error',
      from: { path: `${SERVER}db/(?!migrations/)`, pathNot: SERVER_TESTS },
      to: { path: server('services') },
    },
    {
      name: 'db-not-to-upper-layers',
      comment:
        'db/ (database, schema, repositories, migrate) may use only the pure search term helpers, domain/ ' +
        'and config: no HTTP, job handlers, queues, adapters, events, storage, exports or pipeline.',
      severity: 'error',
      from: { path: `${SERVER}db/(?!migrations/)`, pathNot: SERVER_TESTS },
      to: {
        path: server(
          'http',
          'routes',
          'workers',
          'jobs',
          'adapters',
          'events',
          'storage',
          'exports',
          'text',
          'pipeline',
        ),
      },
    },
    {
      name: 'migrations-not-to-src',
      comment:
        'Migrations are frozen history: an old migration must create the same tables forever. So a migration ' +
        'uses only kysely and the other files in db/migrations/, never code that keeps changing (not even ' +
        'db/database.ts or the contract).',
      severity: 'error',
      from: fromServer('db/migrations'),
      to: { path: '^(apps|packages)/', pathNot: server('db/migrations') },
    },
    {
      name: 'infrastructure-not-to-upper-layers',
      comment:
        'Queues, event hubs, media storage, export renderers and query parsing are infrastructure that ' +
        'services use; they never call services, HTTP, job handlers or adapters.',
      severity: 'error',
      from: fromServer('jobs', 'events', 'storage', 'exports', 'search'),
      to: { path: server('services', 'http', 'routes', 'workers', 'adapters') },
    },
    {
      name: 'pure-infrastructure-not-to-db',
      comment:
        'Media storage, export renderers and search query parsing work on plain values; only the queues ' +
        '(jobs/) and event hubs (events/) are built on the database. db/ itself uses search/, so search/ ' +
        'importing db/ would also be a loop.',
      severity: 'error',
      from: fromServer('storage', 'exports', 'search'),
      to: { path: server('db') },
    },
    {
      name: 'pipeline-only-to-pipeline-and-domain',
      comment:
        'The speech pipeline works on plain inputs (files, samples, words) so benches and tests can run it ' +
        'alone: it imports only itself, domain/ and npm packages; never queues, services, the database, ' +
        'job handlers, events, HTTP, config, the app context or adapters.',
      severity: 'error',
      from: fromServer('pipeline'),
      to: { path: SERVER, pathNot: server('pipeline', 'domain') },
    },
    {
      name: 'text-only-to-text-and-domain',
      comment:
        'Text work (extractive summaries and key notes, sentiment, the prompts and answers of the language model ' +
        'features, translation prompts) is pure: plain strings and segments in, plain values out. It imports ' +
        'only itself, domain/, the contract and npm packages, so it can be tested and reused alone.',
      severity: 'error',
      from: fromServer('text'),
      to: { path: SERVER, pathNot: server('text', 'domain') },
    },
    {
      name: 'domain-only-to-domain',
      comment:
        'Domain errors and shared facts are the bottom layer: everything may use them, they use nothing.',
      severity: 'error',
      from: fromServer('domain'),
      to: { path: SERVER, pathNot: server('domain') },
    },
    {
      name: 'not-to-entry-files',
      comment:
        'main.ts, worker.ts, app.ts, context.ts, shutdown.ts and cli/ build the application out of the ' +
        'layers; a layer that imported them would depend on the whole application.',
      severity: 'error',
      from: { path: SERVER, pathNot: [...SERVER_TESTS, ...ENTRY] },
      to: { path: ENTRY },
    },
    {
      name: 'source-not-to-test-support',
      comment: 'Test helpers are not built or shipped; production code that imported them would break.',
      severity: 'error',
      from: { path: SERVER, pathNot: SERVER_TESTS },
      to: { path: server('test-support') },
    },
    {
      name: 'source-not-to-evaluation',
      comment:
        '@transcribe/evaluation holds the metrics that tests and benches score with; the app must not ' +
        'depend on it (it is a dev dependency and not part of a production install).',
      severity: 'error',
      from: { path: '^apps/[^/]+/src/', pathNot: [...SERVER_TESTS, '^apps/web/src/test/'] },
      to: { path: '^packages/evaluation/' },
    },
    {
      name: 'server-no-circular',
      comment:
        'Modules that import each other (also only for types) cannot be understood, tested or moved one ' +
        'at a time, and a loop is usually a layer rule broken somewhere along it.',
      severity: 'error',
      from: { path: SERVER, pathNot: SERVER_TESTS },
      to: { circular: true },
    },
    {
      name: 'server-not-to-dev-dep',
      comment:
        'A production install of the server has only its "dependencies": a package it lists under ' +
        '"devDependencies" (or does not list at all, like the root\'s vitest) would be missing at run time. ' +
        'Type-only imports are erased, so they are fine.',
      severity: 'error',
      from: { path: SERVER, pathNot: SERVER_TESTS },
      to: { dependencyTypes: ['npm-dev', 'npm-no-pkg', 'npm-unknown'], dependencyTypesNot: ['type-only'] },
    },

    // --- apps/web/src ----------------------------------------------------------------------------------
    {
      name: 'web-feature-not-to-other-feature',
      comment:
        'A feature (src/features/<name>/) is a unit of its own; what two features share moves to ' +
        'src/api/ (server data), src/components/ (UI) or src/lib/ (infrastructure), and src/app/ puts ' +
        'features together.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-feature-model-plain',
      comment:
        "A feature's model/ (the transcript's draft, verified marks, layout payload, unsure words, search " +
        "target, insights as shown) is plain TypeScript on the contract's data that the rest of the feature " +
        "builds on: it imports only itself, src/lib/ and packages, never the feature's hooks, components or " +
        'data fetching, so nothing in the feature runs back up into it. Its tests may use fixtures.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/model/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/', pathNot: ['^apps/web/src/features/$1/model/', '^apps/web/src/lib/'] },
    },
    {
      name: 'web-shared-not-to-features-or-app',
      comment:
        'src/components/ and src/lib/ are shared by the features, so they cannot depend on a feature or on ' +
        'the app shell (src/app/).',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-api-not-to-ui',
      comment:
        'src/api/<resource>/ is the one home of each server resource (its query keys, a file per endpoint), ' +
        "built on src/lib/ (the API client), the contract and other resources' files; never on the screens " +
        'that use it (src/features/, src/components/, src/app/), so that every feature shares one definition.',
      severity: 'error',
      from: { path: '^apps/web/src/api/' },
      to: { path: '^apps/web/src/(features|components|app)/' },
    },
    {
      name: 'web-lib-not-to-api',
      comment:
        'src/lib/ is the infrastructure src/api/ is built on (API client, session, progress stream, ' +
        'formatting); lib importing api would make a loop and tie every page to a resource.',
      severity: 'error',
      from: { path: '^apps/web/src/lib/' },
      to: { path: '^apps/web/src/api/' },
    },
    {
      name: 'web-components-not-to-api',
      comment:
        'src/components/ is presentational: a component shows what it is handed and never asks the server, ' +
        'so any feature can use it and a test needs no server. It may name the type of what a hook hands it ' +
        '(a type-only import), not call one.',
      severity: 'error',
      from: { path: '^apps/web/src/components/' },
      to: { path: '^apps/web/src/api/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-no-feature-api-folder',
      comment:
        "A feature's calls to the server live in src/api/<resource>/, with one definition of each endpoint " +
        'and cache key, not in a features/<name>/api/ folder where another feature would write them again.',
      severity: 'error',
      from: { path: '^apps/web/src/features/[^/]+/api/' },
      to: {},
    },
    {
      name: 'web-not-to-server',
      comment: 'The web app talks to the server over HTTP through the contract, never by importing its code.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },

    // --- packages --------------------------------------------------------------------------------------
    {
      name: 'packages-not-to-apps',
      comment:
        'The shared packages are used by the apps, benches and browser tests, never the other way round.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(apps|bench|e2e)/' },
    },
    {
      name: 'contract-not-to-evaluation',
      comment: 'The contract ships in the server and the web app; the evaluation metrics are for tests only.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^packages/evaluation/' },
    },

    // --- bench/ and e2e/ -------------------------------------------------------------------------------
    {
      name: 'bench-e2e-only-through-server-exports',
      comment:
        "Benches and browser tests reach the server's code only through its package exports " +
        "('@transcribe/server/pipeline', '@transcribe/server/db', '@transcribe/server/test-support/fake-llm'), " +
        'which resolve to apps/server/dist/{pipeline,db}/index.js and the stand-in language model; anything ' +
        'deeper is internal and free to move. Running the server as a ' +
        'process by its path is not an import and is fine.',
      severity: 'error',
      from: { path: '^(bench|e2e)/' },
      to: { path: ['^apps/server/', '^apps/[^/]+/dist/'], pathNot: SERVER_PACKAGE_EXPORTS },
    },
    {
      name: 'not-to-app-dist',
      comment:
        'Build output is not source: importing from apps/*/dist reads stale code (or nothing, before a ' +
        'build). Only bench/ and e2e/ use the built server, through its package exports.',
      severity: 'error',
      from: { pathNot: '^(bench|e2e)/' },
      to: { path: '^apps/[^/]+/dist/' },
    },

    // --- everywhere ------------------------------------------------------------------------------------
    {
      name: 'not-to-unresolvable',
      comment:
        'An import that cannot be resolved to a file is a broken import or a gap in the resolution settings ' +
        'below; either way the rules above could not check it.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Dependencies on npm packages and on build output are recorded (the rules above look at them) but
    // not followed or scanned. They are not `exclude`d: an excluded module's incoming dependencies vanish
    // from the result, and then 'not-to-app-dist' and 'server-not-to-dev-dep' could not see them.
    doNotFollow: { path: ['(^|/)node_modules/', '(^|/)dist/'] },
    exclude: { path: ['\\.tsbuildinfo$', '^e2e/(artifacts|test-results)/', '(^|/)playwright-report/'] },
    // Type-only imports count too: a layer that needs another's types depends on it.
    tsPreCompilationDeps: true,
    // One set of paths for the whole repository: the web's '@/...' and the workspace packages to their
    // TypeScript sources. NodeNext-style './x.js' specifiers resolve to './x.ts' without it.
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    // Follow package.json "exports" (as Node does), so '@transcribe/server/pipeline' resolves to
    // apps/server/dist/pipeline/index.js (the real path behind the workspace's node_modules symlink).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
