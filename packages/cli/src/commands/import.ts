import type { ApiClient } from '../api-client.js';
import { dataOf, type ImportState, importState } from '../api-types.js';
import type { ExportChoices, TranscriptionChoices } from '../args.js';
import { resolveChoices, type TranscriptionPlan } from '../choices.js';
import { EXIT } from '../errors.js';
import { exitOf, type FileResult, waitAndExport } from '../follow.js';
import type { Output } from '../output.js';
import { progress } from '../progress.js';
import { connect } from '../session.js';
import { fetchAudio, transcriptFor } from '../transcription.js';

export interface ImportRequest {
  url: string;
  choices: TranscriptionChoices;
  wait: boolean;
  exports: ExportChoices;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `transcribe import URL`: the server downloads the recording and transcribes it (POST /api/v1/audio/import,
 * then GET /api/v1/audio/import/{id} once a second until it is completed or failed). With --wait, the
 * transcription is followed too, and --format exports it.
 */
export async function importCommand(request: ImportRequest, out: Output): Promise<number> {
  const api = await connect();
  const plan = await resolveChoices(api, request.choices);
  const started = importState(
    dataOf(await api.json('POST', '/api/v1/audio/import', { body: body(request.url, plan) })),
  );
  out.line(`importing ${request.url} (import ${started.id})`);
  const done = await followImport(api, started, out);
  const result: FileResult = {
    file: request.url,
    audio_id: done.audioId,
    duplicate_of: done.duplicateOf,
    transcript_id: null,
    status: 'failed',
    exports: [],
  };
  if (done.status === 'failed' || done.audioId === null) {
    result.error = done.error ?? 'The import failed.';
    result.error_code = done.errorCode ?? undefined;
    out.warn(`${request.url}: ${result.error}`);
    out.result({ import_id: done.id, files: [result] });
    return EXIT.failed;
  }
  const item = await fetchAudio(api, done.audioId);
  // A copy of a file already there is not transcribed again by the import: its transcript is followed.
  const transcript = await transcriptFor(api, item, plan);
  result.transcript_id = transcript.id;
  result.status = transcript.status;
  if (done.duplicateOf !== null) out.line(`${request.url}: already transcribed as ${done.duplicateOf}`);
  else out.line(`${request.url}: imported as ${item.id}, transcription ${result.status}`);
  if (request.wait) await waitAndExport(api, [result], request.exports, out, () => item.fileName);
  out.result({ import_id: done.id, files: [result] });
  return exitOf([result], request.wait);
}

function body(url: string, plan: TranscriptionPlan) {
  const transcription: Record<string, number> = {
    audio_transcript_language_id: plan.languageId,
    audio_transcript_num_speakers: plan.speakers,
  };
  if (plan.modeId !== undefined) transcription.audio_transcript_model_id = plan.modeId;
  return { url, folder_id: plan.folderId, keep_duplicate: plan.keepDuplicate, transcription };
}

async function followImport(api: ApiClient, started: ImportState, out: Output): Promise<ImportState> {
  const bar = progress('downloading', { quiet: out.json });
  let state = started;
  while (state.status === 'importing') {
    const total = state.totalBytes;
    bar.update(total ? state.receivedBytes / total : 0, `${Math.round(state.receivedBytes / 1024)} KiB`);
    await sleep(1000);
    state = importState(dataOf(await api.json('GET', `/api/v1/audio/import/${started.id}`)));
  }
  bar.done();
  return state;
}
