import type { TTranscriptionRequest } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { ConfigError } from '../../config/config.js';
import type { WatchedFolderMapping } from '../../config/watched-folders-config.js';
import { findRootFolder, listFolders } from '../../db/repositories/folders.js';
import { findUserByEmail } from '../../db/repositories/users.js';
import { prepareWatchedFolder } from '../../storage/watched-folder-files.js';
import { folderFor } from '../core/access.js';

/** A mapping checked against the database and the catalogue: whose files, where they go, how transcribed. */
export interface WatchedFolder {
  path: string;
  userId: number;
  email: string;
  /** The folder the files go to; undefined: the user's top folder. */
  folderId: number | undefined;
  transcription: TTranscriptionRequest | undefined;
}

/**
 * Checks every WATCH_FOLDERS mapping before the worker starts: the folder exists and is writable, the account
 * exists, the target folder is theirs to upload to, and the model and language are offered here. The first
 * problem stops start-up with a message naming the entry.
 */
export async function resolveWatchedFolders(
  ctx: AppContext,
  mappings: WatchedFolderMapping[],
): Promise<WatchedFolder[]> {
  const resolved: WatchedFolder[] = [];
  for (const [index, mapping] of mappings.entries()) {
    const fail = (field: string, message: string): never => {
      throw new ConfigError(`Invalid configuration: WATCH_FOLDERS[${index}].${field}: ${message}`);
    };
    await prepareWatchedFolder(mapping.path).catch((error: Error) => fail('path', error.message));
    const user = await findUserByEmail(ctx.db, mapping.user);
    if (!user) return fail('user', `no account has the e-mail address ${mapping.user}`);
    const folderId = await targetFolder(ctx, user.id, mapping.folder).catch((error: Error) =>
      fail('folder', error.message),
    );
    if (mapping.transcription) {
      const { audio_transcript_model_id: model, audio_transcript_language_id: language } =
        mapping.transcription;
      try {
        ctx.catalogue.resolve(model, language);
      } catch (error) {
        fail('audio_transcript_model_id', (error as Error).message);
      }
    }
    resolved.push({
      path: mapping.path,
      userId: user.id,
      email: mapping.user,
      folderId,
      transcription: mapping.transcription,
    });
  }
  return resolved;
}

/** The folder a mapping names: by id (any folder the user may upload to) or by names from their top folder. */
async function targetFolder(
  ctx: AppContext,
  userId: number,
  folder: number | string[] | undefined,
): Promise<number | undefined> {
  if (typeof folder === 'number') {
    const found = await folderFor(ctx, userId, folder, 'write').catch(() => undefined);
    if (!found) throw new Error(`the account has no folder ${folder} it may upload to`);
    return found.id;
  }
  if (!folder?.length) return undefined;
  const folders = await listFolders(ctx.db, userId);
  let current = await findRootFolder(ctx.db, userId);
  for (const name of folder) {
    const matches = folders.filter((f) => f.parent_id === current?.id && f.name === name);
    if (matches.length !== 1)
      throw new Error(
        `${matches.length ? 'more than one folder' : 'no folder'} is named "${name}" in ${current?.parent_id === null ? 'the top folder' : `"${current?.name}"`}`,
      );
    current = matches[0];
  }
  return current?.id;
}
