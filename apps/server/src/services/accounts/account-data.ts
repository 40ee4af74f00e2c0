import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { transcriptQuality } from '@transcribe/contract';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { verifyPassword } from '../../adapters/passwords.js';
import type { AppContext } from '../../app-context.js';
import { accountRows, deleteUserRows } from '../../db/repositories/account-data.js';
import { findUserById } from '../../db/repositories/users.js';
import type { VoiceAdaptationRow } from '../../db/schema.js';
import { AppError, sessionExpired } from '../../domain/app-error.js';
import { displayFileName } from '../core/file-names.js';
import { removeDeletedMedia } from '../core/media-journal.js';
import { getUser } from './accounts.js';

/**
 * A voice's adaptation in the archive: every stored figure, `enabled` as true or false, and where its MAP
 * means are in the archive (`meansFile`, else null); null when none.
 */
function adaptationExport(row: VoiceAdaptationRow | undefined, meansFile: string | undefined) {
  if (!row) return null;
  const { id: _id, voice_profile_id: _profile, enabled, transform, ...figures } = row;
  return { ...figures, enabled: enabled === 1, mllr_matrix: transform, map_means_file: meansFile ?? null };
}

/** Where a voice's MAP means go in the archive. */
const meansEntry = (profileId: number) => `voice-adaptations/${profileId}-means`;

/** A file's shown name (already without folders and control characters) made safe on Windows too. */
const entryName = (name: string) => displayFileName(name).replace(/[:*?"<>|]/g, '_');

/**
 * Everything the user has, as a zip streamed as it is written: account.json (account, folders, files, API
 * key names, webhook addresses, vocabulary, voice profiles and their adaptations as their numbers, summary
 * templates, their comments, share links, tags (which files bear them), stars and saved views, and workspace memberships;
 * never a secret),
 * voice-adaptations/<profile id>-means (an adaptation's MAP means), transcripts/<id>.json (each transcript
 * whole) and media/<id>-<name> (each recording as uploaded, stored, not recompressed).
 */
export async function accountArchive(ctx: AppContext, userId: number): Promise<Readable> {
  const [user, rows] = await Promise.all([getUser(ctx, userId), accountRows(ctx.db, userId)]);
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(Buffer.from(chunk));
    if (final) out.end();
  });
  const json = (name: string, value: unknown) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(strToU8(JSON.stringify(value, null, 2)), true);
  };
  const { audio, transcripts, voiceProfiles, voiceAdaptations, voiceAdaptationMeans, ...rest } = rows;
  const hasMeans = new Set(voiceAdaptationMeans.map((m) => m.voice_profile_id));
  json('account.json', {
    exported_at: new Date().toISOString(),
    user,
    ...rest,
    files: audio.map(({ storage_key: _key, ...file }) => file),
    // What a saved voice is: numbers describing it (voice prints), never audio, and the engine's adaptation
    // to it: the transform's numbers (pocketsphinx's mllr_matrix text), figures, and its MAP means' file.
    voice_profiles: voiceProfiles.map(({ name_key: _key, prints, ...profile }) => ({
      ...profile,
      voice_prints: JSON.parse(prints) as unknown,
      adaptation: adaptationExport(
        voiceAdaptations.find((a) => a.voice_profile_id === profile.id),
        hasMeans.has(profile.id) ? meansEntry(profile.id) : undefined,
      ),
    })),
  });
  // The MAP means as sphinxtrain writes them: a means file (a text header, then float32 numbers).
  for (const { voice_profile_id, means } of voiceAdaptationMeans) {
    const entry = new ZipDeflate(meansEntry(voice_profile_id), { level: 6 });
    zip.add(entry);
    entry.push(new Uint8Array(means), true);
  }
  for (const t of transcripts)
    json(`transcripts/${t.id}.json`, {
      ...t,
      data: t.data ? JSON.parse(t.data) : null,
      quality: transcriptQuality(t.unsure_share),
    });
  void (async () => {
    for (const file of audio) {
      if (file.media_removed_at) continue; // retention removed it; account.json says when
      const entry = new ZipPassThrough(`media/${file.id}-${entryName(file.file_name)}`);
      zip.add(entry);
      for await (const chunk of await ctx.media.read(file.storage_key)) {
        entry.push(chunk as Uint8Array);
        // Read on only as fast as the client takes it; stop (closing the file) when it went away.
        if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
        if (out.destroyed) return;
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((error: Error) => out.destroy(error));
  return out;
}

/**
 * Deletes the account for good, after its password (or, for an account that signs in with Google only,
 * its e-mail address typed again): every row of the user goes in one transaction, then their media files.
 */
export async function deleteAccount(
  ctx: AppContext,
  userId: number,
  confirm: { user_password?: string | undefined; user_email?: string | undefined },
): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw sessionExpired();
  const confirmed = user.password_hash
    ? await verifyPassword(user.password_hash, confirm.user_password ?? '')
    : confirm.user_email?.trim().toLowerCase() === user.email.toLowerCase();
  if (!confirmed) {
    throw new AppError(
      'WRONG_PASSWORD',
      user.password_hash ? 'The password is not correct.' : 'The e-mail address does not match this account.',
    );
  }
  await removeDeletedMedia(ctx, await deleteUserRows(ctx.db, userId));
}
