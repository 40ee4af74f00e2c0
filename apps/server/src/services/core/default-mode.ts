import type { TTranscriptModel } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { installSetting, setInstallSetting } from '../../db/repositories/install-settings.js';

const PINNED_MODE = 'pinned_mode';

/**
 * The transcription mode administrators pinned as the default (its API id), or null: then a request that
 * names no mode, and the upload dialog, take the most accurate one installed for the language.
 */
export async function pinnedMode(ctx: AppContext): Promise<number | null> {
  const value = await installSetting(ctx.db, PINNED_MODE);
  return typeof value === 'number' ? value : null;
}

export const setPinnedMode = (db: Db, modeId: number | null) => setInstallSetting(db, PINNED_MODE, modeId);

/** The modes this server offers now, the pinned one marked. */
export async function transcriptionModes(ctx: AppContext): Promise<TTranscriptModel[]> {
  return ctx.catalogue.models(await pinnedMode(ctx));
}
