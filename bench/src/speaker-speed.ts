import { execFileSync } from 'node:child_process';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Embed } from '@transcribe/server/pipeline';
import { diarise, speakersOfWords } from '@transcribe/server/pipeline';
import type { Conversation } from './conversations.js';
import { prepare } from './recognised-words.js';

const REPEATS = 10;

/** The conversations one after another, ten times over (six 30 s excerpts: 30 minutes), built once. */
function longFile(conversations: Conversation[]): string {
  const path = join(tmpdir(), `bench-conversations-x${REPEATS}.flac`);
  if (existsSync(path)) return path;
  const list = join(tmpdir(), `bench-conversations-x${REPEATS}.${process.pid}.txt`);
  const entries = Array.from({ length: REPEATS }, () => conversations.map((c) => `file '${c.path}'`));
  writeFileSync(list, `${entries.flat().join('\n')}\n`);
  const tmp = `${path}.${process.pid}.flac`;
  execFileSync('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list, tmp]);
  renameSync(tmp, path); // only a whole file gets the name, so its cached words stay valid
  return path;
}

/**
 * The speed target: the speaker stage (diarise, estimating the count, and giving each word its
 * speaker) under 5% of the time of recognition on a 30-minute file. Recognition runs once per machine
 * (its words and time are cached); the speaker stage runs every time.
 */
export async function speakerSpeed(
  conversations: Conversation[],
  workDir: string,
  signal: AbortSignal,
  embed?: Embed,
): Promise<string[]> {
  const path = longFile(conversations);
  let shown = 0;
  const started = performance.now();
  const prepared = await prepare(path, workDir, signal, (fraction) => {
    if (fraction * 10 < shown + 1) return;
    shown = Math.floor(fraction * 10);
    const elapsed = (performance.now() - started) / 1000;
    console.log(`  recognising the 30-minute file: ${shown * 10}% after ${elapsed.toFixed(0)} s`);
  });
  const speakerStart = performance.now();
  const turns = await diarise({
    pcmPath: prepared.pcmPath,
    speech: prepared.speech,
    speakers: 0,
    signal,
    embed,
  });
  speakersOfWords(prepared.words, turns);
  const speakerSeconds = (performance.now() - speakerStart) / 1000;
  const ratio = speakerSeconds / prepared.recognitionSeconds;
  const found = new Set(turns.map((t) => t.speaker)).size;
  return [
    `file: ${(prepared.durationSeconds / 60).toFixed(1)} min (the six excerpts ${REPEATS} times over), ${prepared.words.length} words`,
    `recognition: ${prepared.recognitionSeconds.toFixed(1)} s (real-time factor ${(prepared.recognitionSeconds / prepared.durationSeconds).toFixed(3)}; ` +
      `5-minute load average ${prepared.loadAverage?.toFixed(1) ?? '?'} as it ended${prepared.cached ? '; cached from an earlier run' : ''})`,
    `speaker stage (diarise estimating, ${found} speakers found, + words to speakers): ${speakerSeconds.toFixed(2)} s`,
    `ratio: ${(ratio * 100).toFixed(2)}% of recognition; target < 5%: ${ratio < 0.05 ? 'met' : '**not met**'}`,
  ];
}
