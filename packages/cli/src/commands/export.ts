import type { ExportChoices } from '../args.js';
import { CliError, EXIT } from '../errors.js';
import { fetchExport, writeExports } from '../export.js';
import type { Output } from '../output.js';
import { connect } from '../session.js';
import { fetchAudio } from '../transcription.js';

/**
 * `transcribe export ID --format F [--out DIR|-]`: the file's newest completed transcript in each format,
 * written into --out (default: the current directory) under the file's name, or to stdout with `--out -`.
 */
export async function exportCommand(
  request: { audioId: number; exports: ExportChoices },
  out: Output,
): Promise<number> {
  const api = await connect();
  const item = await fetchAudio(api, request.audioId);
  const transcript = item.transcripts.find((t) => t.status === 'completed');
  if (!transcript) {
    const state = item.transcripts[0]?.status ?? 'not transcribed';
    throw new CliError(
      `File ${item.id} has no completed transcript (${state}).`,
      EXIT.failed,
      'NOT_COMPLETED',
    );
  }
  const { formats, out: target } = request.exports;
  if (target === '-') {
    for (const format of formats) process.stdout.write(await fetchExport(api, transcript.id, format));
    return EXIT.ok;
  }
  const paths = await writeExports(api, transcript.id, item.fileName, formats, target ?? '.');
  for (const path of paths) out.line(`wrote ${path}`);
  out.result({ audio_id: item.id, transcript_id: transcript.id, exports: paths });
  return EXIT.ok;
}
