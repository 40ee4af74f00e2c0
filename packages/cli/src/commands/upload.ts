import { basename } from 'node:path';
import type { ApiClient } from '../api-client.js';
import type { ExportChoices, TranscriptionChoices } from '../args.js';
import { resolveChoices, type TranscriptionPlan } from '../choices.js';
import { resumeFile } from '../config-store.js';
import { EXIT, exitCodeOf, messageOf } from '../errors.js';
import { exitOf, type FileResult, failedResult, waitAndExport } from '../follow.js';
import { expandPaths } from '../media-files.js';
import type { Output } from '../output.js';
import { progress } from '../progress.js';
import { connect } from '../session.js';
import { transcriptFor } from '../transcription.js';
import { uploadFile } from '../upload.js';

export interface UploadRequest {
  paths: string[];
  choices: TranscriptionChoices;
  wait: boolean;
  exports: ExportChoices;
}

/**
 * `transcribe upload FILE|DIR…`: each file through tus, then its transcription queued; with --wait, followed
 * to the end and, with --format, exported into --out. One file refused does not stop the others (exit 1 at
 * the end); a refused key (3) or a server gone (4) stops at once.
 */
export async function uploadCommand(request: UploadRequest, out: Output): Promise<number> {
  const files = await expandPaths(request.paths);
  const api = await connect();
  const plan = await resolveChoices(api, request.choices);
  const results: FileResult[] = [];
  for (const path of files) results.push(await sendOne(api, path, plan, out));
  if (request.wait) await waitAndExport(api, results, request.exports, out, (r) => basename(r.file));
  out.result({ files: results });
  return exitOf(results, request.wait);
}

/** Uploads and queues one file; a failure of this file only is its result, any other is thrown. */
export async function sendOne(
  api: ApiClient,
  path: string,
  plan: TranscriptionPlan,
  out: Output,
): Promise<FileResult> {
  const bar = progress(basename(path), { quiet: out.json });
  try {
    const uploaded = await uploadFile(api, path, plan, resumeFile(), (sent, total) =>
      bar.update(total > 0 ? sent / total : 0, `${Math.round(sent / 1024)} KiB`),
    );
    bar.done();
    const { item, duplicateOf, resumedAt } = uploaded;
    if (resumedAt > 0) out.line(`${path}: continued an upload cut at byte ${resumedAt}`);
    const transcript = await transcriptFor(api, item, plan);
    if (duplicateOf !== null) out.line(`${path}: already transcribed as ${duplicateOf}`);
    else out.line(`${path}: uploaded as ${item.id}, transcription ${transcript.status}`);
    return {
      file: path,
      audio_id: item.id,
      duplicate_of: duplicateOf,
      transcript_id: transcript.id,
      status: transcript.status,
      exports: [],
      resumed_from: resumedAt,
    };
  } catch (error) {
    bar.stop();
    if (exitCodeOf(error) !== EXIT.failed) throw error;
    out.warn(`${path}: ${messageOf(error)}`);
    return failedResult(path, error);
  }
}
