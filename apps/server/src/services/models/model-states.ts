import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TAdminModel, TAdminModels, TInstallingMode } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { installedModel } from '../../pipeline/models/installed-models.js';
import type { CatalogueModel } from '../../pipeline/models/model-catalogue.js';
import { pinnedMode } from '../core/default-mode.js';
import { type InstallState, readStates, wantedModels } from './install-files.js';

/** A `downloading` state not written for this long is an installer that died: shown as not installed. */
const STALE_PROGRESS_MS = 30_000;

/** Bytes under a folder (MODELS_DIR: a few dozen files). */
function diskBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  return total;
}

function stateOf(
  installed: boolean,
  state: InstallState | undefined,
): Pick<TAdminModel, 'state' | 'done_bytes' | 'percent' | 'error' | 'next_try_at'> {
  const none = { done_bytes: null, percent: null, error: null, next_try_at: null };
  if (installed) return { state: 'installed', ...none };
  if (state?.state === 'failed')
    return { state: 'failed', ...none, error: state.error ?? null, next_try_at: state.next_try_at ?? null };
  if (state?.state === 'downloading' && Date.now() - Date.parse(state.updated_at) < STALE_PROGRESS_MS)
    return {
      state: 'downloading',
      ...none,
      done_bytes: state.done_bytes,
      percent: Math.floor((state.done_bytes / state.total_bytes) * 1000) / 10,
    };
  return { state: 'not_installed', ...none };
}

/** Every catalogue model with its state in MODELS_DIR, as the Models page shows them. */
export function modelStates(
  modelsDir: string,
  configured: string[],
  catalogue: CatalogueModel[],
): Omit<TAdminModels, 'default_mode_id'> {
  const states = readStates(modelsDir);
  const wanted = new Set(wantedModels(configured, modelsDir));
  const models = catalogue.map((model) => ({
    name: model.name,
    title: model.title,
    family: model.family,
    languages: model.languages,
    bytes: model.bytes,
    licence: model.licence,
    published: model.published,
    wanted: wanted.has(model.name),
    ...stateOf(installedModel(modelsDir, model) !== undefined, states[model.name]),
  }));
  let disk = 0;
  try {
    disk = diskBytes(modelsDir);
  } catch {
    // no MODELS_DIR yet
  }
  return { models, disk_bytes: disk };
}

/** The transcription modes being downloaded now, with how far along (for everyone's upload dialog). */
export function modesBeingInstalled(ctx: AppContext): TInstallingMode[] {
  return modelStates(ctx.config.modelsDir, ctx.config.models.install, ctx.modelCatalogue)
    .models.filter((model) => model.family === 'nemo-transducer' && model.state === 'downloading')
    .map((model) => ({
      name: model.name,
      title: model.title,
      languages: model.languages,
      percent: model.percent ?? 0,
    }));
}

/** The Models page: every model with its state, the disk they take and the pinned default mode. */
export async function adminModels(ctx: AppContext): Promise<TAdminModels> {
  const states = modelStates(ctx.config.modelsDir, ctx.config.models.install, ctx.modelCatalogue);
  return { ...states, default_mode_id: await pinnedMode(ctx) };
}
