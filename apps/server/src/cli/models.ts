import { ModelInstallError } from '../adapters/model-download.js';
import { installModel, removeModel } from '../adapters/model-installer.js';
import { modelsDirOf } from '../config/config.js';
import { parseModelCatalogue } from '../config/model-catalogue-config.js';
import { installedModel } from '../pipeline/models/installed-models.js';
import { type CatalogueModel, catalogueModel } from '../pipeline/models/model-catalogue.js';

const USAGE = `Usage: npm run models -- list
       npm run models -- add NAME... [--from FILE]
       npm run models -- remove NAME`;

const megabytes = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;

function list(modelsDir: string, catalogue: CatalogueModel[]): number {
  console.log(`Models in ${modelsDir}:`);
  const rows = catalogue.map((model) => [
    model.name,
    model.family,
    megabytes(model.bytes),
    model.languages.length > 0 ? model.languages.join(',') : '-',
    model.licence,
    installedModel(modelsDir, model) ? 'installed' : '-',
  ]);
  const header = ['NAME', 'FAMILY', 'SIZE', 'LANGUAGES', 'LICENCE', 'STATUS'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  for (const row of [header, ...rows])
    console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
  return 0;
}

/** Prints a line per 10% on a terminal-less output (logs), a rewritten line on a terminal. */
function progressPrinter(model: CatalogueModel) {
  let shown = -1;
  return (done: number, total: number) => {
    const percent = Math.floor((done / total) * 100);
    if (process.stderr.isTTY) {
      if (percent !== shown) process.stderr.write(`\r${model.name}: ${percent}% of ${megabytes(total)}`);
    } else if (Math.floor(percent / 10) !== Math.floor(shown / 10)) {
      console.error(`${model.name}: ${percent}% of ${megabytes(total)}`);
    }
    shown = percent;
  };
}

async function add(models: CatalogueModel[], from: string | undefined, modelsDir: string): Promise<number> {
  if (from && models.length !== 1) {
    console.error('--from installs one model: npm run models -- add NAME --from FILE');
    return 2;
  }
  let failed = 0;
  for (const model of models) {
    const name = model.name;
    try {
      const onProgress = progressPrinter(model);
      const added = await installModel(model, {
        modelsDir,
        from,
        mirror: process.env.MODELS_MIRROR,
        onProgress,
      });
      if (process.stderr.isTTY && !from && added) process.stderr.write('\n');
      console.log(added ? `${name}: installed in ${modelsDir}/${name}` : `${name}: already installed`);
    } catch (error) {
      if (process.stderr.isTTY) process.stderr.write('\n');
      if (!(error instanceof ModelInstallError)) throw error;
      const offline = from
        ? ''
        : ` (without internet: fetch ${model.url} elsewhere, then add ${name} --from FILE)`;
      console.error(`${name}: ${error.message}${offline}`);
      failed++;
    }
  }
  if (failed === 0) console.log('Running servers offer new models within seconds.');
  return failed > 0 ? 1 : 0;
}

/** `npm run models -- list | add NAME... [--from FILE] | remove NAME`: the model manager. */
async function main(args: string[]): Promise<number> {
  const modelsDir = modelsDirOf();
  const catalogue = parseModelCatalogue(process.env.MODELS_CATALOGUE);
  if (typeof catalogue === 'string') {
    console.error(catalogue);
    return 2;
  }
  const fromAt = args.indexOf('--from');
  const from = fromAt >= 0 ? args[fromAt + 1] : undefined;
  const [command, ...names] = fromAt >= 0 ? args.filter((_, i) => i !== fromAt && i !== fromAt + 1) : args;
  if (command === 'list' && names.length === 0) return list(modelsDir, catalogue);
  if ((command !== 'add' && command !== 'remove') || names.length === 0 || (fromAt >= 0 && !from)) {
    console.error(USAGE);
    return 2;
  }
  const unknown = names.filter((name) => !catalogueModel(name, catalogue));
  if (unknown.length > 0) {
    const known = catalogue.map((model) => model.name).join(', ');
    console.error(`Unknown model ${unknown.join(', ')}; the catalogue has: ${known}`);
    return 2;
  }
  const models = names.map((name) => catalogueModel(name, catalogue) as CatalogueModel);
  if (command === 'add') return add(models, from, modelsDir);
  for (const model of models) {
    const name = model.name;
    const removed = removeModel(model, modelsDir);
    console.log(removed ? `${name}: removed` : `${name}: not installed`);
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
