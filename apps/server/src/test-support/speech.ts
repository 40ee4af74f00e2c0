import { execFileSync } from 'node:child_process';
import { existsSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { TProgressEvent } from '@transcribe/contract';
import type { Session } from './accounts.js';
import { speechFixtures } from './speech-fixtures.js';

/** The LibriVox reading of speechFixtures() `repeat` times over as one WAV, for jobs long enough to interrupt. */
export function librivoxRepeated(repeat: number): string {
  const { wav } = speechFixtures().librivox;
  const path = join(dirname(wav), `librivox-x${repeat}.wav`);
  if (!existsSync(path)) {
    const tmp = `${path}.${process.pid}.wav`;
    execFileSync('ffmpeg', [
      '-y',
      '-v',
      'error',
      '-stream_loop',
      String(repeat - 1),
      '-i',
      wav,
      '-c',
      'copy',
      tmp,
    ]);
    renameSync(tmp, path);
  }
  return path;
}

export interface SseEvent {
  event: string;
  data: string;
  /** When it arrived (performance.now(), ms). */
  at: number;
}

/** Reads a server-sent event stream until `stop` says so or the time is up; returns what arrived. */
export async function readEvents(
  url: string,
  stop: (events: SseEvent[]) => boolean,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<SseEvent[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const events: SseEvent[] = [];
  try {
    const response = await fetch(url, { signal: controller.signal, headers });
    if (!response.ok || !response.body)
      throw new Error(`event stream answered ${response.status}: ${await response.text()}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data !== undefined) events.push({ event, data, at: performance.now() });
        end = buffer.indexOf('\n\n');
      }
      if (stop(events)) break;
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return events;
}

/** A signed-in user's event stream address (the token in the query, as EventSource needs). */
export const eventsUrl = (base: string, session: Session) =>
  `${base}/api/v1/event?token=${session.login.login_access_token}&channel=${session.user.user_id}`;

/** The progress events of one transcript on a fresh stream, up to its completed or failed. */
export async function transcriptEvents(
  base: string,
  session: Session,
  transcriptId: number,
  timeoutMs: number,
): Promise<(TProgressEvent & { at: number })[]> {
  const events = await readEvents(
    eventsUrl(base, session),
    (list) =>
      list.some((e) => e.data.includes(`"id":${transcriptId},`) && /"(completed|failed)"/.test(e.data)),
    timeoutMs,
  );
  return events
    .map((e) => ({ ...(JSON.parse(e.data) as TProgressEvent), at: e.at }))
    .filter((e) => e.id === transcriptId);
}
