import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { installedModel, modelDirectory } from '../pipeline/models/installed-models.js';
import type { CatalogueModel } from '../pipeline/models/model-catalogue.js';
import { type DownloadOptions, downloadResuming, ModelInstallError, sha256Of } from './model-download.js';

export interface InstallOptions extends DownloadOptions {
  modelsDir: string;
  /** The file its makers publish, fetched elsewhere (a machine without internet): used instead of the URL. */
  from?: string;
  /** A base address that serves the same files under their own names (an organisation's mirror). */
  mirror?: string;
}

/** Where unfinished downloads wait to be resumed, and unpacking happens, beside the models. */
const workDir = (modelsDir: string) => join(modelsDir, '.downloads');

/** The address a model is fetched from: its makers', or the mirror's copy of the same file. */
export function downloadUrl(model: CatalogueModel, mirror?: string): string {
  return mirror ? `${mirror.replace(/\/+$/, '')}/${basename(new URL(model.url).pathname)}` : model.url;
}

/**
 * Installs a model: fetches its file (resuming a cut download) or takes `from`, checks its SHA-256 against
 * the pin, unpacks it beside the models and renames its directory into place, so MODELS_DIR only ever
 * holds whole models. Returns false when it was installed already. Throws ModelInstallError.
 */
export async function installModel(model: CatalogueModel, options: InstallOptions): Promise<boolean> {
  if (installedModel(options.modelsDir, model)) return false;
  const work = workDir(options.modelsDir);
  mkdirSync(work, { recursive: true });
  const source = options.from ?? join(work, basename(new URL(model.url).pathname));
  if (options.from) {
    if (!existsSync(options.from)) throw new ModelInstallError(`${options.from} does not exist`);
  } else {
    await downloadResuming({ url: downloadUrl(model, options.mirror), bytes: model.bytes }, source, options);
  }
  const actual = await sha256Of(source);
  if (actual !== model.sha256) {
    if (!options.from) rmSync(source, { force: true }); // a wrong file is not worth resuming
    throw new ModelInstallError(
      `${basename(source)} is not ${model.name}: its SHA-256 is ${actual}, not the pinned ${model.sha256}; nothing was installed`,
    );
  }
  const staging = join(work, `${model.name}.${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging);
  try {
    const unpacked = await unpack(model, source, staging);
    const missing = Object.values(model.files).filter((file) => !existsSync(join(unpacked, file)));
    if (missing.length > 0) {
      throw new ModelInstallError(`${basename(source)} lacks ${missing.join(', ')}; nothing was installed`);
    }
    const target = modelDirectory(options.modelsDir, model);
    rmSync(target, { recursive: true, force: true }); // what an interrupted manual copy left
    renameSync(unpacked, target);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  if (!options.from) rmSync(source, { force: true });
  return true;
}

/** Unpacks (or copies) the verified download into `staging`; returns the directory that becomes the model's. */
async function unpack(model: CatalogueModel, source: string, staging: string): Promise<string> {
  if (!model.archive) {
    const dir = join(staging, model.name);
    mkdirSync(dir);
    copyFileSync(source, join(dir, basename(new URL(model.url).pathname)));
    return dir;
  }
  try {
    await promisify(execFile)('tar', ['-xjf', source, '-C', staging, '--no-same-owner']);
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ModelInstallError(`${basename(source)} could not be unpacked (${why}); nothing was installed`);
  }
  return join(staging, model.archive.folder);
}

/** Removes an installed model's directory; false when it was not installed. */
export function removeModel(model: CatalogueModel, modelsDir: string): boolean {
  const dir = modelDirectory(modelsDir, model);
  if (!existsSync(dir)) return false;
  rmSync(dir, { recursive: true, force: true });
  return true;
}
