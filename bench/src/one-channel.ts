import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  diarisationErrorRate,
  type LabelledSpan,
  parseRttm,
  seededShuffle,
  telephonePrompts,
} from '@transcribe/evaluation';
import { decodeToPcm, detectSpeech, diarise, type Embed } from '@transcribe/server/pipeline';
import { readConversations } from './conversations.js';

/**
 * Speakers on one channel, where the built-in method is weakest (issue 41): how often one voice stays one
 * speaker, and how often two people reading after (or over) each other come out as two, with the share of
 * speech put on the wrong one. Diarised estimating the count (`speakers: 0`), as a person who does not say it.
 */
const MIXES_DIR = new URL('../../../shared/data/two-speaker-mixes', import.meta.url).pathname;
const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';
const MODELS_DIR = process.env.MODELS_DIR ?? new URL('../../models', import.meta.url).pathname;
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const signal = new AbortController().signal;

interface Clip {
  set: string;
  name: string;
  path: string;
  /** A part of the file only (seconds). */
  range?: { start: number; end: number };
}

/** How many speakers the built-in method finds in a clip (and its turns), estimating the count. */
async function found(clip: Clip, work: string, embed: Embed | undefined) {
  const { pcmPath } = await decodeToPcm({
    ffmpegPath: FFMPEG,
    inputPath: clip.path,
    pcmPath: join(work, 'clip.pcm'),
    signal,
    ...(clip.range && { range: clip.range }),
  });
  const speech = await detectSpeech({ pcmPath, modelsDir: MODELS_DIR, signal });
  const turns = await diarise({ pcmPath, speech, speakers: 0, signal, embed });
  return { count: new Set(turns.map((t) => t.speaker)).size, turns };
}

/** Each reading of the two-person mixes where the other person is silent, 2 s or longer: one voice each. */
function mixSides(): Clip[] {
  const turns = parseRttm(readFileSync(join(MIXES_DIR, 'turns.rttm'), 'utf8'));
  return [...turns].flatMap(([id, spans]) =>
    spans.flatMap((span, i) => {
      const other = spans[1 - i] as LabelledSpan;
      const start =
        other.end <= span.start + 0.01 || other.start >= span.end
          ? span.start
          : Math.max(span.start, other.end);
      const end =
        other.start >= span.end || other.end <= span.start
          ? span.end
          : Math.min(span.end, other.start > start ? other.start : span.end);
      return end - start >= 2
        ? [
            {
              set: 'a side of a two-person mix',
              name: `${id}/${span.speaker}`,
              path: join(MIXES_DIR, `${id}.flac`),
              range: { start, end },
            },
          ]
        : [];
    }),
  );
}

/** Stretches of one AMI meeting participant 4 s or longer in which nobody else speaks. */
function meetingSides(): Clip[] {
  return readConversations().flatMap((conversation) =>
    conversation.reference.flatMap((turn) => {
      const others = conversation.reference.filter(
        (o) => o !== turn && o.end > turn.start && o.start < turn.end,
      );
      return others.length === 0 && turn.end - turn.start >= 4
        ? [
            {
              set: 'one person of a meeting',
              name: `${conversation.id}/${turn.speaker}@${turn.start}`,
              path: conversation.path,
              range: { start: turn.start, end: turn.end },
            },
          ]
        : [];
    }),
  );
}

/** The single-speaker recordings: LibriVox readings, telephone prompts, and one side of the shared conversations. */
function singleSpeakerClips(work: string): Clip[] {
  const readings = readFileSync(join(LIBRIVOX, 'fileids'), 'utf8').trim().split('\n');
  const list = join(work, 'readings.txt');
  /** The readings one after another, `times` over: one narrator reading on. */
  const inARow = (times: number) => {
    const path = join(work, `reading-x${times}.wav`);
    const files = Array.from({ length: times }, () =>
      readings.map((id) => join(LIBRIVOX, `${id}.wav`)),
    ).flat();
    execFileSync('bash', ['-c', `printf "file '%s'\\n" "$@" > ${list}`, '_', ...files]);
    execFileSync(FFMPEG, ['-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', path]);
    return path;
  };
  const prompts = seededShuffle(
    telephonePrompts().filter((p) => p.seconds >= 3),
    41,
  ).slice(0, 24);
  return [
    ...readings.map((id) => ({ set: 'a LibriVox reading', name: id, path: join(LIBRIVOX, `${id}.wav`) })),
    { set: 'a LibriVox reading', name: 'the five readings in a row (25 s)', path: inARow(1) },
    { set: 'a LibriVox reading', name: 'the five readings twice (50 s)', path: inARow(2) },
    { set: 'a LibriVox reading', name: 'the five readings three times (75 s)', path: inARow(3) },
    ...prompts.map((p) => ({ set: 'a telephone prompt', name: p.id, path: p.path })),
    ...mixSides(),
    ...meetingSides(),
  ];
}

/** Lines of markdown: the single-speaker share per set and in all, and the two-person figures. */
export async function oneChannelBench(work: string, embed?: Embed): Promise<string[]> {
  const lines: string[] = [];
  const sets = new Map<string, { files: number; one: number; counts: number[] }>();
  for (const clip of singleSpeakerClips(work)) {
    const { count } = await found(clip, work, embed);
    const set = sets.get(clip.set) ?? { files: 0, one: 0, counts: [] };
    set.files += 1;
    if (count === 1) set.one += 1;
    set.counts.push(count);
    sets.set(clip.set, set);
  }
  lines.push('| one voice | files | 1 speaker found | speakers found (files) |', '| --- | --- | --- | --- |');
  let files = 0;
  let one = 0;
  for (const [name, set] of sets) {
    files += set.files;
    one += set.one;
    const histogram = [...new Set(set.counts)]
      .sort()
      .map((n) => `${n}: ${set.counts.filter((c) => c === n).length}`);
    lines.push(
      `| ${name} | ${set.files} | ${set.one} (${Math.round((set.one / set.files) * 100)}%) | ${histogram.join(', ')} |`,
    );
  }
  lines.push(`| **all** | ${files} | **${one} (${Math.round((one / files) * 100)}%)** | |`, '');

  const turns = parseRttm(readFileSync(join(MIXES_DIR, 'turns.rttm'), 'utf8'));
  const mixes = readdirSync(MIXES_DIR)
    .filter((name) => name.endsWith('.flac'))
    .sort();
  let two = 0;
  let confusion = 0;
  let missed = 0;
  let speech = 0;
  for (const name of mixes) {
    const id = name.replace(/\.flac$/, '');
    const result = await found({ set: 'mix', name: id, path: join(MIXES_DIR, name) }, work, embed);
    if (result.count === 2) two += 1;
    const hypothesis = result.turns.map((t) => ({ speaker: String(t.speaker), start: t.start, end: t.end }));
    const errors = diarisationErrorRate(turns.get(id) ?? [], hypothesis, 0);
    confusion += errors.confusion;
    missed += errors.missed;
    speech += errors.speech;
  }
  lines.push(
    `Two people on one channel (${mixes.length} mixes of two readers): two speakers found in ${two} ` +
      `(${Math.round((two / mixes.length) * 100)}%, ${((two / mixes.length) * 8).toFixed(1)} of 8); ` +
      `${((confusion / (speech - missed)) * 100).toFixed(1)}% of the speech found on the wrong speaker ` +
      `(${((confusion / speech) * 100).toFixed(1)}% of the reference speech time; DER confusion, no collar, ` +
      `over all mixes; ${((missed / speech) * 100).toFixed(1)}% of it not found as speech).`,
  );
  return lines;
}
