import type { ApiClient } from './api-client.js';
import type { TranscriptStatus } from './api-types.js';
import type { ExportChoices } from './args.js';
import { EXIT, exitCodeOf, messageOf } from './errors.js';
import { writeExports } from './export.js';
import type { Output } from './output.js';
import { waitForTranscripts } from './wait.js';

/** One file of an upload or import, as `--json` reports it. */
export interface FileResult {
  file: string;
  audio_id: number | null;
  /** Set when the file was already in the library: nothing new was kept, this is that file. */
  duplicate_of: number | null;
  transcript_id: number | null;
  status: TranscriptStatus | 'failed';
  exports: string[];
  error?: string;
  error_code?: string;
  /** The byte the server had when this run continued an upload begun before (0: sent from the start). */
  resumed_from?: number;
}

export const failedResult = (file: string, error: unknown): FileResult => ({
  file,
  audio_id: null,
  duplicate_of: null,
  transcript_id: null,
  status: 'failed',
  exports: [],
  error: messageOf(error),
  error_code:
    error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined,
});

/**
 * With --wait (or --format): waits for the files' transcripts and writes their exports into `--out` (default:
 * the current directory), each under the local file's name. Updates the results in place.
 */
export async function waitAndExport(
  api: ApiClient,
  results: FileResult[],
  exports: ExportChoices,
  out: Output,
  localName: (result: FileResult) => string,
): Promise<void> {
  const followed = results.flatMap((r) =>
    r.audio_id !== null && r.transcript_id !== null
      ? [{ audioId: r.audio_id, transcriptId: r.transcript_id }]
      : [],
  );
  if (followed.length === 0) return;
  const statuses = await waitForTranscripts(api, followed, { quiet: out.json });
  for (const result of results) {
    if (result.transcript_id === null) continue;
    result.status = statuses.get(result.transcript_id) ?? result.status;
    if (result.status !== 'completed') {
      result.error = `Transcription ${result.status}.`;
      out.warn(`${result.file}: transcription ${result.status}`);
      continue;
    }
    out.line(`${result.file}: transcribed (transcript ${result.transcript_id})`);
    if (exports.formats.length === 0) continue;
    try {
      const dir = exports.out ?? '.';
      result.exports = await writeExports(api, result.transcript_id, localName(result), exports.formats, dir);
      for (const path of result.exports) out.line(`wrote ${path}`);
    } catch (error) {
      if (exitCodeOf(error) !== EXIT.failed) throw error;
      result.status = 'failed';
      result.error = messageOf(error);
      out.warn(`${result.file}: export failed: ${messageOf(error)}`);
    }
  }
}

/** 0 when every file got what was asked, 1 when any did not. */
export const exitOf = (results: FileResult[], waited: boolean) =>
  results.some((r) => r.error !== undefined || (waited && r.status !== 'completed')) ? EXIT.failed : EXIT.ok;
