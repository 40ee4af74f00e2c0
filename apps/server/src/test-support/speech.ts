import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { librivoxClips } from './speech-fixtures.js';

/**
 * All librivox clips one after another (about 25 s of one reader), as `format` (wav, mp4 with a test
 * picture, webm), made once with ffmpeg; with its reference text.
 */
export function librivoxConcat(
  format: 'wav' | 'mp4' | 'webm',
  repeat = 1,
): { path: string; reference: string } {
  const clips = Array.from({ length: repeat }, () => librivoxClips()).flat();
  const dir = join(tmpdir(), 'transcribe-speech-fixtures-v1');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `librivox-x${repeat}.${format}`);
  if (!existsSync(path)) {
    const inputs = clips.flatMap((clip) => ['-i', clip.path]);
    const concat = `${clips.map((_, i) => `[${i}:a]`).join('')}concat=n=${clips.length}:v=0:a=1[a]`;
    // MP4 gets a moving-picture track, so the pipeline also proves it takes the audio out of a video.
    const picture = format === 'mp4' ? ['-f', 'lavfi', '-i', 'color=c=navy:s=160x120:r=5'] : [];
    const output =
      format === 'mp4'
        ? ['-map', `${clips.length}:v`, '-shortest', '-c:v', 'mpeg4', '-c:a', 'aac']
        : format === 'webm'
          ? ['-c:a', 'libopus']
          : [];
    const tmp = `${path}.${process.pid}.${format}`;
    execFileSync('ffmpeg', [
      '-y',
      '-v',
      'error',
      ...inputs,
      ...picture,
      '-filter_complex',
      concat,
      '-map',
      '[a]',
      ...output,
      tmp,
    ]);
    execFileSync('mv', [tmp, path]);
  }
  return { path, reference: clips.map((c) => c.reference).join(' ') };
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
): Promise<SseEvent[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const events: SseEvent[] = [];
  try {
    const response = await fetch(url, { signal: controller.signal });
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
