import { mkdir, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { ApiClient } from './api-client.js';
import type { ExportFormat } from './args.js';

/** The transcript as a file of `format` (POST /api/v1/audio/transcript/export/{transcriptId}). */
export async function fetchExport(
  api: ApiClient,
  transcriptId: number,
  format: ExportFormat,
): Promise<Buffer> {
  const response = await api.request('POST', `/api/v1/audio/transcript/export/${transcriptId}`, {
    body: { audio_transcript_export_type: format },
  });
  return Buffer.from(await response.arrayBuffer());
}

/** `interview.mp3` exported as srt is `interview.srt`. */
export const exportName = (fileName: string, format: ExportFormat) =>
  `${basename(fileName, extname(fileName)) || 'transcript'}.${format}`;

/** Writes each format of the transcript into `dir` under the recording's name; resolves to the paths. */
export async function writeExports(
  api: ApiClient,
  transcriptId: number,
  fileName: string,
  formats: readonly ExportFormat[],
  dir: string,
): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const paths: string[] = [];
  for (const format of formats) {
    const path = join(dir, exportName(fileName, format));
    await writeFile(path, await fetchExport(api, transcriptId, format));
    paths.push(path);
  }
  return paths;
}
