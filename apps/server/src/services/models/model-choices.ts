import type { TAdminModel } from '@transcribe/contract';
import { removeModel } from '../../adapters/model-installer.js';
import type { AppContext } from '../../app-context.js';
import { insertAuditEntry } from '../../db/repositories/audit-log.js';
import type { UserRow } from '../../db/schema.js';
import { notFound } from '../../domain/app-error.js';
import { readChoices, readStates, writeChoices, writeStates } from './install-files.js';
import { modelStates } from './model-states.js';

export type ModelChoice = 'install' | 'cancel' | 'remove';

/**
 * An administrator's choice about a model, kept in MODELS_DIR for every process's installer: install it
 * (now, in the background), stop installing it, or remove it (its files go at once). The server keeps to
 * the choice across restarts, over MODELS. Audited. Answers the model as it is now.
 */
export async function chooseModel(
  ctx: AppContext,
  admin: UserRow,
  name: string,
  choice: ModelChoice,
): Promise<TAdminModel> {
  const catalogue = ctx.modelCatalogue;
  const model = catalogue.find((entry) => entry.name === name);
  if (!model) throw notFound('Model');
  const { modelsDir, models } = ctx.config;
  const choices = readChoices(modelsDir);
  const add = choices.add.filter((entry) => entry !== name);
  const remove = choices.remove.filter((entry) => entry !== name);
  writeChoices(
    modelsDir,
    choice === 'install' ? { add: [...add, name], remove } : { add, remove: [...remove, name] },
  );
  // Stopped or removed: no state left; asked for again after a failure: tried now, not at the next try.
  const states = readStates(modelsDir);
  if (choice !== 'install' || states[name]?.state === 'failed') {
    delete states[name];
    writeStates(modelsDir, states);
  }
  ctx.installer?.wake();
  if (choice === 'remove') removeModel(model, modelsDir);
  await insertAuditEntry(ctx.db, {
    actor_id: admin.id,
    actor_email: admin.email,
    action: `model.${choice}`,
    target: `model:${name}`,
    details: JSON.stringify({ title: model.title }),
  });
  ctx.catalogue.refresh();
  const state = modelStates(modelsDir, models.install, catalogue).models.find((entry) => entry.name === name);
  if (!state) throw notFound('Model');
  return state;
}
