import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, parse } from 'node:path';
import type { TAudioItem, TTracksRequest } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { deleteAudioRow, updateAudio } from '../../db/repositories/audio.js';
import { AppError } from '../../domain/app-error.js';
import { runProcess } from '../../pipeline/run-process.js';
import { audioFor } from '../core/access.js';
import { removeDeletedMedia } from '../core/media-journal.js';
import { requireMedia } from '../core/media-presence.js';
import { newScratchFolder } from '../core/work-folders.js';
import { joinTracks } from './track-layouts.js';
import { checkUploadFields, registerUpload, storeUploadedFile } from './uploads.js';

/** Making the tracks' file takes at most this long (ffmpeg encodes every track; hours take minutes). */
const TRACKS_TIMEOUT_MS = 30 * 60_000;
/**
 * The tracks of one conversation (each person recorded on their own) made into one new file whose channels
 * are the tracks, each lined up at the recording's start plus its offset: FLAC at 16 kHz (lossless, what the
 * engines hear; players mix the channels down). The file names its channels after the tracks, so that
 * transcribed, each track is a speaker of that name. The tracks' files stay unless asked to go.
 */
export async function tracksAudio(
  ctx: AppContext,
  userId: number,
  request: TTracksRequest,
): Promise<TAudioItem> {
  const action = request.remove_tracks ? 'write' : 'read';
  const files = [];
  for (const id of request.audio_ids) files.push(requireMedia(await audioFor(ctx, userId, id, action))); // 404 for anyone else's
  const silent = files.find((file) => !file.has_audio);
  if (silent)
    throw new AppError('NO_AUDIO_TRACK', `${silent.file_name} has no audio track to make a track of.`);
  const first = files[0] as (typeof files)[number];
  const folderId = String(request.folder_id ?? first.folder_id);
  await checkUploadFields(ctx, userId, { folder_id: folderId }); // a folder they may not write to: refused before any work
  const offsets = request.offsets ?? files.map(() => 0);
  const seconds = Math.max(...files.map((file, i) => file.duration_seconds + (offsets[i] ?? 0)));
  const workDir = await newScratchFolder(ctx.config.dataDir, 'tracks');
  try {
    const output = join(workDir, 'tracks.flac');
    const copies = [];
    for (const file of files) copies.push(await ctx.media.localCopy(file.storage_key, { under: workDir }));
    const inputs = copies.flatMap((copy) => ['-i', copy.path]);
    const chains = files.map(
      (_, i) =>
        `[${i}:a:0]aresample=16000,aformat=channel_layouts=mono,adelay=${Math.round((offsets[i] ?? 0) * 1000)},` +
        `apad=whole_dur=${seconds.toFixed(3)}[t${i}]`,
    );
    const filter = `${chains.join(';')};${joinTracks(files.length)}`;
    const args = ['-nostdin', '-hide_banner', '-v', 'error', ...inputs, '-filter_complex', filter];
    args.push('-map', '[out]', '-t', seconds.toFixed(3), '-c:a', 'flac', '-f', 'flac', output);
    const result = await runProcess(ctx.config.ffmpegPath, args, {
      signal: AbortSignal.timeout(TRACKS_TIMEOUT_MS),
    });
    for (const copy of copies) await copy.release();
    if (result.code !== 0)
      throw new AppError('UNSUPPORTED_MEDIA', 'These files could not be made into one recording.');
    const stored = await storeUploadedFile(ctx, createReadStream(output));
    const fileName = request.file_name ?? `${parse(first.file_name).name} (tracks).flac`;
    const fields: Record<string, string> = { folder_id: folderId };
    if (first.upload_language) fields.language = first.upload_language;
    if (first.upload_mode) fields.mode = first.upload_mode;
    // Made here, of the user's choosing: a new recording, never answered with an earlier one.
    const made = { key: stored.key, size: stored.size, fileName, fields };
    const { item } = await registerUpload(ctx, userId, made);
    const names = files.map((file) => parse(file.file_name).name);
    await updateAudio(ctx.db, item.audio_id, { track_names: JSON.stringify(names) });
    if (request.remove_tracks) {
      for (const file of files) await deleteAudioRow(ctx.db, file.id);
      await removeDeletedMedia(
        ctx,
        files.map((file) => file.storage_key),
      );
    }
    return item;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
