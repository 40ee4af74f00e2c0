import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type TTranscriptionRequest, ZTranscriptionRequest } from '@transcribe/contract';
import { z } from 'zod';

const request = ZTranscriptionRequest.shape;

/**
 * One entry of WATCH_FOLDERS: a server folder whose dropped files become `user`'s, in `folder` (an id, or a
 * path of folder names under their top folder; default the top folder), transcribed with the transcription
 * request's own options when a model or a language is given.
 */
const ZWatchedFolderEntry = z.strictObject({
  path: z.string().trim().min(1, 'must name a folder on the server'),
  user: z.email('must be the e-mail address of an account'),
  folder: z.union([z.number().int().positive(), z.string().trim().min(1)]).optional(),
  audio_transcript_model_id: request.audio_transcript_model_id.optional(),
  audio_transcript_language_id: request.audio_transcript_language_id.optional(),
  audio_transcript_num_speakers: request.audio_transcript_num_speakers.optional(),
  audio_transcript_speakers_by: request.audio_transcript_speakers_by.optional(),
  audio_transcript_channel_names: request.audio_transcript_channel_names,
  audio_transcript_voice_profile_id: request.audio_transcript_voice_profile_id,
});

export interface WatchedFolderMapping {
  /** Absolute path of the watched folder. */
  path: string;
  /** The account's e-mail address, lower case. */
  user: string;
  /** A folder id, or folder names from the user's top folder down ("Meetings/Weekly"); undefined: the top. */
  folder: number | string[] | undefined;
  /** The transcription to request for each imported file; undefined: import only. */
  transcription: TTranscriptionRequest | undefined;
}

/**
 * WATCH_FOLDERS: a JSON array of entries, written inline or in a file this names. Any mistake is one
 * readable message naming the entry (`WATCH_FOLDERS[1].user ...`); the result is the mappings otherwise.
 */
export function parseWatchedFolders(setting: string | undefined): WatchedFolderMapping[] | string {
  if (!setting?.trim()) return [];
  const text = setting.trim();
  let json: unknown;
  try {
    json = JSON.parse(text.startsWith('[') ? text : readFileSync(resolve(text), 'utf8'));
  } catch (error) {
    return `WATCH_FOLDERS is neither a JSON array nor a readable JSON file (${(error as Error).message})`;
  }
  const parsed = z.array(ZWatchedFolderEntry).safeParse(json);
  if (!parsed.success) return describeIssue(parsed.error.issues[0]);
  const mappings: WatchedFolderMapping[] = [];
  for (const [index, entry] of parsed.data.entries()) {
    const transcription = transcriptionOf(entry);
    if (typeof transcription === 'string') return `WATCH_FOLDERS[${index}] ${transcription}`;
    mappings.push({
      path: resolve(entry.path),
      user: entry.user.toLowerCase(),
      folder: typeof entry.folder === 'string' ? folderNames(entry.folder) : entry.folder,
      transcription,
    });
  }
  const paths = mappings.map((m) => m.path);
  const twice = paths.find((path, i) => paths.indexOf(path) !== i);
  if (twice) return `WATCH_FOLDERS names the folder ${twice} twice`;
  return mappings;
}

/** The options as the API's transcription request validates them (a model without a language is refused). */
function transcriptionOf(
  entry: z.infer<typeof ZWatchedFolderEntry>,
): TTranscriptionRequest | undefined | string {
  if (entry.audio_transcript_model_id === undefined && entry.audio_transcript_language_id === undefined)
    return undefined;
  const parsed = ZTranscriptionRequest.safeParse({
    audio_transcript_model_id: entry.audio_transcript_model_id,
    audio_transcript_language_id: entry.audio_transcript_language_id,
    audio_transcript_num_speakers: entry.audio_transcript_num_speakers,
    audio_transcript_speakers_by: entry.audio_transcript_speakers_by,
    audio_transcript_channel_names: entry.audio_transcript_channel_names,
    audio_transcript_voice_profile_id: entry.audio_transcript_voice_profile_id,
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return `${issue?.path.join('.')}: ${issue?.message}`;
}

const folderNames = (path: string) =>
  path
    .split('/')
    .map((name) => name.trim())
    .filter(Boolean);

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  const [index, ...rest] = issue?.path ?? [];
  const where = index === undefined ? 'WATCH_FOLDERS' : `WATCH_FOLDERS[${String(index)}]`;
  return `${where}${rest.length ? `.${rest.join('.')}` : ''}: ${issue?.message}`;
}
