// A test of the dependency rules in .dependency-cruiser.cjs (run by scripts/check-layers): a small tree
// that mirrors the repository's paths is written to a temporary directory, with for every rule at least
// one deliberately wrong import and next to it allowed ones. One cruise over the tree must report exactly
// the wrong imports, each under its rule's name.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const S = 'apps/server/src';
const W = 'apps/web/src';

/** Files of the fixture tree: path -> content. Files that are only imported export a constant. */
const files: Record<string, string> = {};
function file(path: string, ...imports: string[]) {
  files[path] = `${imports.join('\n')}\nexport const x = 1;\n`;
}
function leaf(...paths: string[]) {
  for (const path of paths) files[path] ??= 'export const x = 1;\n';
}

/** A deliberately wrong import: `from` imports `specifier`, which resolves to `to`, breaking `rule`. */
interface Bad {
  rule: string;
  from: string;
  to: string;
}
const bad: Bad[] = [];
function wrong(rule: string, from: string, specifier: string, to: string, typeOnly = false) {
  file(from, typeOnly ? `import type { x } from '${specifier}';` : `import { x } from '${specifier}';`);
  bad.push({ rule, from, to });
}

// Files that are imported, everywhere.
leaf(
  ...[
    'main.ts',
    'config/config.ts',
    'app-context.ts',
    'services/library/library.ts',
    'services/core/access.ts',
    'services/views/user.ts',
    'services/loose.ts',
    'http/authenticate.ts',
    'domain/app-error.ts',
    'domain/languages.ts',
    'db/database.ts',
    'db/schema.ts',
    'db/repositories/transcripts.ts',
    'db/migrations/columns.ts',
    'jobs/job-queue.ts',
    'events/event-hub.ts',
    'storage/media-store.ts',
    'exports/pdf.ts',
    'search/search-terms.ts',
    'adapters/mailer.ts',
    'pipeline/wav.ts',
    'text/sentiment.ts',
  ].map((path) => `${S}/${path}`),
  `${W}/lib/format.ts`,
  `${W}/components/button.tsx`,
  `${W}/features/files/file-row.tsx`,
  `${W}/features/folders/folder-list.tsx`,
  'packages/contract/src/index.ts',
  'packages/evaluation/src/index.ts',
);
files['node_modules/kysely/package.json'] = '{ "name": "kysely", "main": "index.js" }';
files['node_modules/kysely/index.js'] = 'export const x = 1;\n';
files['node_modules/fake-dev-tool/package.json'] = '{ "name": "fake-dev-tool", "main": "index.js" }';
files['node_modules/fake-dev-tool/index.js'] = 'export const x = 1;\n';
files['apps/server/package.json'] = JSON.stringify({
  name: '@transcribe/server',
  type: 'module',
  // The shape of the server's package exports: types first, as in packages/contract.
  exports: {
    './pipeline': { types: './dist/pipeline/index.d.ts', default: './dist/pipeline/index.js' },
    './db': { types: './dist/db/index.d.ts', default: './dist/db/index.js' },
  },
  dependencies: { kysely: '*' },
  devDependencies: { 'fake-dev-tool': '*' },
});
for (const path of ['pipeline/index', 'db/index', 'pipeline/wer']) {
  files[`apps/server/dist/${path}.js`] = 'export const x = 1;\n';
  files[`apps/server/dist/${path}.d.ts`] = 'export declare const x = 1;\n';
}

// --- apps/server/src: allowed imports -------------------------------------------------------------------
file(
  `${S}/app.ts`,
  "import { x as a } from './routes/good.js';",
  "import { x as b } from './db/database.js';",
  "import { x as c } from './workers/good.js';",
);
file(
  `${S}/routes/good.ts`,
  "import { x as a } from '../services/library/library.js';",
  "import { x as b } from '../http/authenticate.js';",
  "import { x as c } from '../domain/app-error.js';",
  "import { x as d } from '../config/config.js';",
  "import type { x as e } from '../app-context.js';",
  "import { x as f } from '@transcribe/contract';",
);
file(
  `${S}/workers/good.ts`,
  "import { x as a } from '../services/library/library.js';",
  "import { x as b } from '../pipeline/wav.js';",
  "import { x as c } from '../jobs/job-queue.js';",
  "import { x as d } from '../events/event-hub.js';",
);
file(
  `${S}/services/library/good.ts`,
  "import { x as a } from '../../db/repositories/transcripts.js';",
  "import { x as b } from '../../db/schema.js';",
  "import { x as c } from '../../jobs/job-queue.js';",
  "import { x as d } from '../../events/event-hub.js';",
  "import { x as e } from '../../storage/media-store.js';",
  "import { x as f } from '../../adapters/mailer.js';",
  "import { x as g } from '../../exports/pdf.js';",
  "import { x as h } from '../../search/search-terms.js';",
  "import { x as i } from '../../pipeline/wav.js';",
  "import { x as j } from './library.js';",
  "import { x as k } from 'kysely';",
  "import type { x as l } from 'fake-dev-tool';",
  "import { x as m } from '../core/access.js';",
  "import { x as n } from '../views/user.js';",
  "import { x as o } from '../../text/sentiment.js';",
);
// The modules of services/: a leaf uses core/ and views/; transcripts/ also voices/, translation/ and
// insights/; sharing/, admin/, housekeeping/, imports/, markdown/ and bulk/ use the rest.
const LEAVES = [
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
leaf(
  ...['transcripts', 'sharing', 'admin', 'housekeeping', 'imports', 'markdown', 'bulk', ...LEAVES].map(
    (m) => `${S}/services/${m}/${m}.ts`,
  ),
);
file(
  `${S}/services/core/good.ts`,
  "import { x as a } from './access.js';",
  "import { x as b } from '../views/user.js';",
);
file(
  `${S}/services/transcripts/good.ts`,
  "import { x as a } from '../voices/voices.js';",
  "import { x as b } from '../translation/translation.js';",
  "import { x as c } from '../insights/insights.js';",
  "import { x as d } from '../core/access.js';",
);
for (const top of ['sharing', 'admin', 'housekeeping', 'imports', 'markdown', 'bulk']) {
  file(
    `${S}/services/${top}/good.ts`,
    "import { x as a } from '../transcripts/transcripts.js';",
    ...LEAVES.map((m, i) => `import { x as l${i} } from '../${m}/${m}.js';`),
  );
}
file(
  `${S}/text/good.ts`,
  "import { x as a } from './sentiment.js';",
  "import { x as b } from '../domain/languages.js';",
);
file(
  `${S}/adapters/good.ts`,
  "import { x as a } from '../text/sentiment.js';",
  "import type { x as b } from '../exports/pdf.js';",
  "import { x as c } from '../domain/app-error.js';",
  "import { x as d } from '../config/config.js';",
);
file(
  `${S}/db/repositories/good.ts`,
  "import { x as a } from '../database.js';",
  "import { x as b } from '../schema.js';",
  "import { x as c } from '../../search/search-terms.js';",
  "import { x as d } from '../../domain/languages.js';",
  "import { x as e } from '../../config/config.js';",
);
file(
  `${S}/db/migrations/0001-good.ts`,
  "import { x as a } from './columns.js';",
  "import { x as b } from 'kysely';",
);
file(`${S}/jobs/good.ts`, "import { x } from '../db/database.js';");
file(
  `${S}/pipeline/good.ts`,
  "import { x as a } from './wav.js';",
  "import { x as b } from '../domain/languages.js';",
  "import type { x as c } from '@transcribe/contract';",
);
// Tests and test helpers may import anything.
file(
  `${S}/services/library/library.test.ts`,
  "import { x as a } from '../../test-support/accounts.js';",
  "import { x as b } from '@transcribe/evaluation';",
  "import { x as c } from '../../db/database.js';",
  "import { x as d } from 'fake-dev-tool';",
);
file(
  `${S}/test-support/accounts.ts`,
  "import { x as a } from '../db/database.js';",
  "import { x as b } from '../app.js';",
);

// --- apps/server/src: wrong imports ---------------------------------------------------------------------
wrong('routes-not-to-db', `${S}/routes/bad-db.ts`, '../db/database.js', `${S}/db/database.ts`);
wrong(
  'routes-not-to-infrastructure',
  `${S}/routes/bad-jobs.ts`,
  '../jobs/job-queue.js',
  `${S}/jobs/job-queue.ts`,
);
// A type-only import counts too.
wrong('http-not-to-infrastructure', `${S}/http/bad-db.ts`, '../db/database.js', `${S}/db/database.ts`, true);
wrong('http-not-to-routes', `${S}/http/bad-routes.ts`, '../routes/good.js', `${S}/routes/good.ts`);
wrong(
  'workers-not-to-db',
  `${S}/workers/bad-db.ts`,
  '../db/repositories/transcripts.js',
  `${S}/db/repositories/transcripts.ts`,
);
wrong(
  'workers-not-to-http-or-routes',
  `${S}/workers/bad-http.ts`,
  '../http/authenticate.js',
  `${S}/http/authenticate.ts`,
);
wrong(
  'services-not-to-http-or-routes',
  `${S}/services/library/bad-http.ts`,
  '../../http/authenticate.js',
  `${S}/http/authenticate.ts`,
);
wrong(
  'services-not-to-workers',
  `${S}/services/library/bad-workers.ts`,
  '../../workers/good.js',
  `${S}/workers/good.ts`,
);
wrong(
  'adapters-not-to-services',
  `${S}/adapters/bad-services.ts`,
  '../services/library/library.js',
  `${S}/services/library/library.ts`,
);
wrong('adapters-not-to-db-or-jobs', `${S}/adapters/bad-db.ts`, '../db/database.js', `${S}/db/database.ts`);
wrong(
  'adapters-not-to-http-routes-workers',
  `${S}/adapters/bad-http.ts`,
  '../http/authenticate.js',
  `${S}/http/authenticate.ts`,
);
wrong(
  'repositories-not-to-services',
  `${S}/db/repositories/bad-services.ts`,
  '../../services/library/library.js',
  `${S}/services/library/library.ts`,
);
wrong(
  'db-not-to-upper-layers',
  `${S}/db/repositories/bad-jobs.ts`,
  '../../jobs/job-queue.js',
  `${S}/jobs/job-queue.ts`,
);
wrong('migrations-not-to-src', `${S}/db/migrations/0002-bad-db.ts`, '../database.js', `${S}/db/database.ts`);
wrong(
  'migrations-not-to-src',
  `${S}/db/migrations/0003-bad-contract.ts`,
  '@transcribe/contract',
  'packages/contract/src/index.ts',
);
wrong(
  'infrastructure-not-to-upper-layers',
  `${S}/jobs/bad-services.ts`,
  '../services/library/library.js',
  `${S}/services/library/library.ts`,
);
wrong(
  'infrastructure-not-to-upper-layers',
  `${S}/exports/bad-adapters.ts`,
  '../adapters/mailer.js',
  `${S}/adapters/mailer.ts`,
);
wrong('pure-infrastructure-not-to-db', `${S}/exports/bad-db.ts`, '../db/schema.js', `${S}/db/schema.ts`);
wrong(
  'pipeline-only-to-pipeline-and-domain',
  `${S}/pipeline/bad-services.ts`,
  '../services/library/library.js',
  `${S}/services/library/library.ts`,
);
wrong(
  'pipeline-only-to-pipeline-and-domain',
  `${S}/pipeline/bad-jobs.ts`,
  '../jobs/job-queue.js',
  `${S}/jobs/job-queue.ts`,
);
wrong(
  'pipeline-only-to-pipeline-and-domain',
  `${S}/pipeline/bad-db.ts`,
  '../db/database.js',
  `${S}/db/database.ts`,
  true,
);
wrong(
  'pipeline-only-to-pipeline-and-domain',
  `${S}/pipeline/bad-config.ts`,
  '../config/config.js',
  `${S}/config/config.ts`,
);
wrong('domain-only-to-domain', `${S}/domain/bad-config.ts`, '../config/config.js', `${S}/config/config.ts`);
wrong('not-to-entry-files', `${S}/services/library/bad-entry.ts`, '../../app.js', `${S}/app.ts`);
wrong('not-to-entry-files', `${S}/routes/bad-main.ts`, '../main.js', `${S}/main.ts`);
wrong(
  'source-not-to-test-support',
  `${S}/services/library/bad-test-support.ts`,
  '../../test-support/accounts.js',
  `${S}/test-support/accounts.ts`,
);
wrong(
  'source-not-to-evaluation',
  `${S}/services/library/bad-evaluation.ts`,
  '@transcribe/evaluation',
  'packages/evaluation/src/index.ts',
);
wrong(
  'server-not-to-dev-dep',
  `${S}/services/library/bad-dev-dep.ts`,
  'fake-dev-tool',
  'node_modules/fake-dev-tool/index.js',
);
wrong(
  'not-to-app-dist',
  `${S}/services/library/bad-dist.ts`,
  '../../../dist/pipeline/wer.js',
  'apps/server/dist/pipeline/wer.js',
);
wrong('not-to-unresolvable', `${S}/services/library/bad-unresolvable.ts`, './missing.js', './missing.js');
// A loop, one half of it only for types: reported once, from the first module of it.
file(`${S}/services/library/cycle-a.ts`, "import { x as b } from './cycle-b.js';");
file(`${S}/services/library/cycle-b.ts`, "import type { x as a } from './cycle-a.js';");
bad.push({
  rule: 'server-no-circular',
  from: `${S}/services/library/cycle-a.ts`,
  to: `${S}/services/library/cycle-b.ts`,
});
// Each module importing one it may not.
const BELOW: Record<string, string> = {
  views: 'core/access',
  core: 'library/library',
  ...Object.fromEntries(
    LEAVES.map((m) => [m, m === 'accounts' ? 'workspaces/workspaces' : 'accounts/accounts']),
  ),
  transcripts: 'sharing/sharing',
  sharing: 'admin/admin',
  admin: 'housekeeping/housekeeping',
  housekeeping: 'sharing/sharing',
  imports: 'housekeeping/housekeeping',
  markdown: 'imports/imports',
  bulk: 'markdown/markdown',
};
for (const [module, target] of Object.entries(BELOW)) {
  wrong(
    `service-module-${module}`,
    `${S}/services/${module}/bad.ts`,
    `../${target}.js`,
    `${S}/services/${target}.ts`,
  );
}
wrong('service-modules-listed', `${S}/routes/bad-loose.ts`, '../services/loose.js', `${S}/services/loose.ts`);
wrong(
  'text-only-to-text-and-domain',
  `${S}/text/bad-pipeline.ts`,
  '../pipeline/wav.js',
  `${S}/pipeline/wav.ts`,
);
wrong('text-only-to-text-and-domain', `${S}/text/bad-db.ts`, '../db/schema.js', `${S}/db/schema.ts`, true);

// --- apps/web/src ---------------------------------------------------------------------------------------
file(
  `${W}/features/files/good.tsx`,
  "import { x as a } from './file-row';",
  "import { x as b } from '@/lib/format';",
  "import { x as c } from '@/components/button';",
  "import { x as d } from '../../lib/format';",
  "import { x as e } from '@transcribe/contract';",
);
file(
  `${W}/app/routes.tsx`,
  "import { x as a } from '@/features/files/good';",
  "import { x as b } from '@/features/folders/folder-list';",
);
wrong(
  'web-feature-not-to-other-feature',
  `${W}/features/files/bad-alias.tsx`,
  '@/features/folders/folder-list',
  `${W}/features/folders/folder-list.tsx`,
);
wrong(
  'web-feature-not-to-other-feature',
  `${W}/features/files/bad-relative.ts`,
  '../folders/folder-list',
  `${W}/features/folders/folder-list.tsx`,
);
file(
  `${W}/features/files/model/file-name.ts`,
  "import { x as a } from './file-size';",
  "import { x as b } from '@/lib/format';",
);
leaf(`${W}/features/files/model/file-size.ts`);
wrong(
  'web-feature-model-plain',
  `${W}/features/files/model/bad-up.ts`,
  '../file-row',
  `${W}/features/files/file-row.tsx`,
);
wrong(
  'web-shared-not-to-features-or-app',
  `${W}/lib/bad-feature.ts`,
  '@/features/files/good',
  `${W}/features/files/good.tsx`,
);
wrong(
  'web-shared-not-to-features-or-app',
  `${W}/components/bad-app.tsx`,
  '../app/routes',
  `${W}/app/routes.tsx`,
);
file(
  `${W}/api/audio/audio-list.ts`,
  "import { x as a } from '@/lib/api-client';",
  "import { x as b } from '../folders/folder-tree';",
  "import { x as c } from '@transcribe/contract';",
);
leaf(`${W}/lib/api-client.ts`, `${W}/api/folders/folder-tree.ts`);
file(`${W}/features/files/file-table.tsx`, "import { x as a } from '@/api/audio/audio-list';");
file(`${W}/components/file-size.tsx`, "import type { x as a } from '@/api/audio/audio-list';");
wrong(
  'web-api-not-to-ui',
  `${W}/api/audio/bad-feature.ts`,
  '@/features/files/good',
  `${W}/features/files/good.tsx`,
);
wrong(
  'web-api-not-to-ui',
  `${W}/api/audio/bad-component.ts`,
  '@/components/button',
  `${W}/components/button.tsx`,
);
wrong(
  'web-lib-not-to-api',
  `${W}/lib/bad-api.ts`,
  '../api/audio/audio-list',
  `${W}/api/audio/audio-list.ts`,
  true,
);
wrong(
  'web-components-not-to-api',
  `${W}/components/bad-api.tsx`,
  '@/api/audio/audio-list',
  `${W}/api/audio/audio-list.ts`,
);
wrong(
  'web-no-feature-api-folder',
  `${W}/features/files/api/bad-folder.ts`,
  '@/lib/api-client',
  `${W}/lib/api-client.ts`,
);
wrong(
  'web-not-to-server',
  `${W}/lib/bad-server.ts`,
  '../../../server/src/domain/languages.js',
  `${S}/domain/languages.ts`,
);

// --- packages -------------------------------------------------------------------------------------------
wrong(
  'packages-not-to-apps',
  'packages/contract/src/bad-server.ts',
  '../../../apps/server/src/domain/languages.js',
  `${S}/domain/languages.ts`,
);
wrong(
  'contract-not-to-evaluation',
  'packages/contract/src/bad-evaluation.ts',
  '../../evaluation/src/index.js',
  'packages/evaluation/src/index.ts',
);

// --- bench/ and e2e/ ------------------------------------------------------------------------------------
file(
  'bench/src/good.ts',
  "import { x as a } from '@transcribe/server/pipeline';",
  "import { x as b } from '@transcribe/server/db';",
  "import { x as c } from '@transcribe/evaluation';",
  "import { spawn } from 'node:child_process';",
  "spawn('node', ['apps/server/dist/main.js']);",
);
wrong(
  'bench-e2e-only-through-server-exports',
  'bench/src/bad-src.ts',
  '../../apps/server/src/pipeline/wav.js',
  `${S}/pipeline/wav.ts`,
);
wrong(
  'bench-e2e-only-through-server-exports',
  'bench/src/bad-dist.ts',
  '../../apps/server/dist/pipeline/wer.js',
  'apps/server/dist/pipeline/wer.js',
);
wrong(
  'bench-e2e-only-through-server-exports',
  'e2e/specs/bad.spec.ts',
  '../../apps/server/src/db/database.js',
  `${S}/db/database.ts`,
);

let directory: string;
let result: ICruiseResult;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'layer-rules-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(directory, path)), { recursive: true });
    writeFileSync(join(directory, path), content);
  }
  // A workspace package, linked into node_modules as npm does.
  mkdirSync(join(directory, 'node_modules/@transcribe'), { recursive: true });
  symlinkSync('../../apps/server', join(directory, 'node_modules/@transcribe/server'), 'dir');
  const tsConfigFileName = join(directory, 'tsconfig.depcruise.json');
  copyFileSync(join(root, 'tsconfig.depcruise.json'), tsConfigFileName);

  const options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.cjs'));
  const cruised = await cruise(
    [`${S}`, `${W}`, 'packages/contract/src', 'packages/evaluation/src', 'bench/src', 'e2e'],
    { ...options, baseDir: directory, tsConfig: { fileName: tsConfigFileName } },
    {},
    { tsConfig: extractTSConfig(tsConfigFileName) },
  );
  result = cruised.output as ICruiseResult;
});

afterAll(() => {
  if (directory) rmSync(directory, { recursive: true, force: true });
});

function violationsOf(from: string): IViolation[] {
  return result.summary.violations.filter((violation) => violation.from === from);
}

describe('the dependency rules (.dependency-cruiser.cjs)', () => {
  it.each(bad)('$rule: reports $from importing $to', ({ rule, from, to }) => {
    expect(
      violationsOf(from).map((violation) => ({
        rule: violation.rule.name,
        from: violation.from,
        to: violation.to,
      })),
    ).toEqual([{ rule, from, to }]);
  });

  it('reports nothing else: the allowed imports pass', () => {
    const expected = new Set(bad.map(({ rule, from, to }) => `${rule}: ${from} -> ${to}`));
    const unexpected = result.summary.violations
      .map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`)
      .filter((violation) => !expected.has(violation));
    expect(unexpected).toEqual([]);
    // The allowed imports were seen (and resolved), not skipped.
    const route = result.modules.find((module) => module.source === `${S}/routes/good.ts`);
    expect(route?.dependencies.map((dependency) => dependency.resolved).sort()).toEqual([
      `${S}/app-context.ts`,
      `${S}/config/config.ts`,
      `${S}/domain/app-error.ts`,
      `${S}/http/authenticate.ts`,
      `${S}/services/library/library.ts`,
      'packages/contract/src/index.ts',
    ]);
  });

  it("resolves the server's package exports to the real path behind the workspace link", () => {
    const bench = result.modules.find((module) => module.source === 'bench/src/good.ts');
    expect(bench?.dependencies.map((dependency) => dependency.resolved).sort()).toEqual([
      'apps/server/dist/db/index.d.ts',
      'apps/server/dist/pipeline/index.d.ts',
      'child_process',
      'packages/evaluation/src/index.ts',
    ]);
  });

  it('tests every rule, and every rule says why', () => {
    const rules = result.summary.ruleSetUsed?.forbidden ?? [];
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule.comment, rule.name).toBeTruthy();
      expect(
        bad.some((wrongImport) => wrongImport.rule === rule.name),
        `no wrong import for ${rule.name}`,
      ).toBe(true);
    }
    expect(new Set(rules.map((rule) => rule.name)).size).toBe(rules.length);
  });
});
