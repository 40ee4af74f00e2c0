import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { ApiClient } from '../api-client.js';
import type { ExportChoices, TranscriptionChoices } from '../args.js';
import { resolveChoices, type TranscriptionPlan } from '../choices.js';
import { EXIT, exitCodeOf, messageOf, usageError } from '../errors.js';
import { writeExports } from '../export.js';
import { mediaFilesIn } from '../media-files.js';
import type { Output } from '../output.js';
import { connect } from '../session.js';
import { fetchAudio } from '../transcription.js';
import { isFinal, pollInterval } from '../wait.js';
import { alreadyHandled, loadWatchState, saveWatchState, type WatchState } from '../watch-state.js';
import { sendOne } from './upload.js';

export interface WatchRequest {
  dir: string;
  choices: TranscriptionChoices;
  exports: ExportChoices;
  intervalMs: number;
  /** Handle what is in the folder now, wait for it, and exit (for cron and scripts). */
  once: boolean;
}

interface Sized {
  size: number;
  mtimeMs: number;
}

/**
 * `transcribe watch DIR`: every interval, a media file whose size and modification time did not change since
 * the last look (a copy finished) and that it did not send before is uploaded and transcribed; once done, the
 * chosen exports are written beside it. What it sent is remembered in DIR/.transcribe-watch.json, so a restart
 * sends nothing twice. Runs until SIGINT/SIGTERM (exit 0); --once stops when nothing is left to do.
 */
export async function watchCommand(request: WatchRequest, out: Output): Promise<number> {
  const info = await stat(request.dir).catch(() => undefined);
  if (!info?.isDirectory()) throw usageError(`Not a directory: ${request.dir}`);
  const api = await connect();
  const plan = await resolveChoices(api, request.choices);
  const state = await loadWatchState(request.dir);
  const stop = stopSignal();
  const unsettled = new Map<string, Sized>();
  out.event({ event: 'watching', dir: request.dir }, `watching ${request.dir} (Ctrl-C to stop)`);
  let failures = 0;
  let nextPoll = 0;
  while (!stop.stopped) {
    try {
      failures += await sendSettled(api, request.dir, plan, state, unsettled, out);
      // Looking at the folder is free; asking the server keeps to the pace of `wait` (the key's rate limit).
      if (Date.now() >= nextPoll) {
        failures += await collectFinished(api, request.dir, request.exports, state, out);
        nextPoll = Date.now() + pollInterval(sentCount(state));
      }
    } catch (error) {
      // The server away for a while does not end a watch that runs for days; a refused key does.
      if (exitCodeOf(error) !== EXIT.unreachable || request.once) throw error;
      out.warn(messageOf(error));
    }
    if (request.once && unsettled.size === 0 && sentCount(state) === 0) break;
    await stop.sleep(request.intervalMs);
  }
  return failures > 0 && request.once ? EXIT.failed : EXIT.ok;
}

const sentCount = (state: WatchState) => Object.values(state.files).filter((f) => f.status === 'sent').length;

/** Uploads the files whose size settled since the last look; notes the others' sizes. Resolves to failures. */
async function sendSettled(
  api: ApiClient,
  dir: string,
  plan: TranscriptionPlan,
  state: WatchState,
  unsettled: Map<string, Sized>,
  out: Output,
): Promise<number> {
  let failures = 0;
  const present = new Set<string>();
  for (const path of await mediaFilesIn(dir)) {
    const name = basename(path);
    const now = await stat(path).catch(() => undefined);
    if (!now) continue;
    present.add(name);
    if (alreadyHandled(state, name, now.size, now.mtimeMs)) continue;
    const before = unsettled.get(name);
    if (!before || before.size !== now.size || before.mtimeMs !== now.mtimeMs || now.size === 0) {
      unsettled.set(name, { size: now.size, mtimeMs: now.mtimeMs });
      continue;
    }
    unsettled.delete(name);
    const result = await sendOne(api, path, plan, out);
    const failed = result.status === 'failed';
    if (failed) failures++;
    state.files[name] = {
      size: now.size,
      mtimeMs: now.mtimeMs,
      audio_id: result.audio_id,
      transcript_id: result.transcript_id,
      status: failed ? 'failed' : 'sent',
      exports: [],
      error: result.error,
    };
    await saveWatchState(dir, state);
    out.event({ event: failed ? 'failed' : 'sent', ...result, file: name });
  }
  for (const name of unsettled.keys()) if (!present.has(name)) unsettled.delete(name);
  return failures;
}

/** Writes the exports of the sent files whose transcription ended. Resolves to how many failed. */
async function collectFinished(
  api: ApiClient,
  dir: string,
  exports: ExportChoices,
  state: WatchState,
  out: Output,
): Promise<number> {
  let failures = 0;
  for (const [name, file] of Object.entries(state.files)) {
    if (file.status !== 'sent' || file.audio_id === null || file.transcript_id === null) continue;
    const item = await fetchAudio(api, file.audio_id).catch((error: unknown) => {
      if (exitCodeOf(error) !== EXIT.failed) throw error;
      return undefined; // deleted on the server: nothing more will come of it
    });
    const transcript = item?.transcripts.find((t) => t.id === file.transcript_id);
    if (transcript && !isFinal(transcript.status)) continue;
    if (transcript?.status === 'completed') {
      file.exports = await writeExports(api, transcript.id, name, exports.formats, dir);
      file.status = 'done';
      out.event(
        {
          event: 'done',
          file: name,
          audio_id: file.audio_id,
          transcript_id: file.transcript_id,
          exports: file.exports,
        },
        `${name}: transcribed${file.exports.length ? `, wrote ${file.exports.map((p) => basename(p)).join(', ')}` : ''}`,
      );
    } else {
      file.status = 'failed';
      file.error = `Transcription ${transcript?.status ?? 'gone'}.`;
      failures++;
      out.event({ event: 'failed', file: name, error: file.error }, `${name}: ${file.error}`);
    }
    await saveWatchState(dir, state);
  }
  return failures;
}

/** SIGINT/SIGTERM end the watch after the step under way; a sleep between looks ends at once. */
function stopSignal() {
  let wake: (() => void) | undefined;
  const signal = {
    stopped: false,
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
  };
  const end = () => {
    signal.stopped = true;
    wake?.();
  };
  process.once('SIGINT', end);
  process.once('SIGTERM', end);
  return signal;
}
