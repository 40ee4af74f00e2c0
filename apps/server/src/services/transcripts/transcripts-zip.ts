import type { TTranscriptsExportRequest } from '@transcribe/contract';
import { zipSync } from 'fflate';
import type { AppContext } from '../../app-context.js';
import { exportTranscript } from './transcript-export.js';

/** "talk.pdf" taken: "talk (2).pdf", then "talk (3).pdf". */
export function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = `${stem} (${n})${extension}`;
  taken.add(candidate);
  return candidate;
}

/**
 * Several transcripts as one zip, each exported as on its own (its file named after its recording, the
 * same names told apart by a number). Every id must be one the user may read: one that is not answers 404
 * for the whole zip, as for a single export, so nobody learns which of another's ids exist.
 */
export async function exportTranscriptsZip(
  ctx: AppContext,
  userId: number,
  request: TTranscriptsExportRequest,
): Promise<Buffer> {
  const taken = new Set<string>();
  const entries: Record<string, Uint8Array> = {};
  for (const id of new Set(request.audio_transcript_ids)) {
    const file = await exportTranscript(ctx, userId, id, request);
    entries[uniqueName(file.fileName, taken)] = file.body;
  }
  // PDF, DOCX and the rest are stored as they are: most are compressed already, and zipping is then quick.
  return Buffer.from(zipSync(entries, { level: 0 }));
}
