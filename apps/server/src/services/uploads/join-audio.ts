import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, parse } from 'node:path';
import type { TAudioItem, TJoinAudioRequest } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../domain/app-error.js';
import { runProcess } from '../../pipeline/run-process.js';
import { audioFor } from '../core/access.js';
import { requireMedia } from '../core/media-presence.js';
import { newScratchFolder } from '../core/work-folders.js';
import { checkUploadFields, registerUpload, storeUploadedFile } from './uploads.js';

/** A join takes at most this long (ffmpeg re-encodes; hours of audio take minutes). */
const JOIN_TIMEOUT_MS = 30 * 60_000;

/**
 * Joins the user's files, in the order given, into one new Opus file in the media store, registered as an
 * upload would be (the same size and length limits); the originals stay. A call that dropped and was
 * redialled becomes one recording, transcribed as one.
 */
export async function joinAudio(
  ctx: AppContext,
  userId: number,
  request: TJoinAudioRequest,
): Promise<TAudioItem> {
  const files = [];
  for (const id of request.audio_ids) files.push(requireMedia(await audioFor(ctx, userId, id, 'read'))); // 404 for anyone else's
  const silent = files.find((file) => !file.has_audio);
  if (silent) throw new AppError('NO_AUDIO_TRACK', `${silent.file_name} has no audio track to join.`);
  const first = files[0] as (typeof files)[number];
  const folderId = String(request.folder_id ?? first.folder_id);
  await checkUploadFields(ctx, userId, { folder_id: folderId }); // a folder they may not write to: refused before any work
  const workDir = await newScratchFolder(ctx.config.dataDir, 'join');
  try {
    const output = join(workDir, 'joined.ogg');
    const copies = [];
    for (const file of files) copies.push(await ctx.media.localCopy(file.storage_key, { under: workDir }));
    const inputs = copies.flatMap((copy) => ['-i', copy.path]);
    const chains = files.map((_, i) => `[${i}:a:0]aresample=48000,aformat=channel_layouts=mono[a${i}]`);
    const filter = `${chains.join(';')};${files.map((_, i) => `[a${i}]`).join('')}concat=n=${files.length}:v=0:a=1[out]`;
    const args = ['-nostdin', '-hide_banner', '-v', 'error', ...inputs, '-filter_complex', filter];
    args.push('-map', '[out]', '-c:a', 'libopus', '-b:a', '48k', '-f', 'ogg', output);
    const result = await runProcess(ctx.config.ffmpegPath, args, {
      signal: AbortSignal.timeout(JOIN_TIMEOUT_MS),
    });
    for (const copy of copies) await copy.release();
    if (result.code !== 0) throw new AppError('UNSUPPORTED_MEDIA', 'These files could not be joined.');
    const stored = await storeUploadedFile(ctx, createReadStream(output));
    const fileName = request.file_name ?? `${parse(first.file_name).name} (joined).ogg`;
    const fields: Record<string, string> = { folder_id: folderId };
    if (first.upload_language) fields.language = first.upload_language;
    if (first.upload_mode) fields.mode = first.upload_mode;
    // Made here, of the user's choosing: a new recording, never answered with an earlier one.
    const made = { key: stored.key, size: stored.size, fileName, fields };
    return (await registerUpload(ctx, userId, made)).item;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
