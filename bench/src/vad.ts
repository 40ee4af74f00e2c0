import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  diarisationErrorRate,
  type LabelledSpan,
  type WordSpeakerError,
  wordErrorRate,
  wordSpeakerError,
} from '@transcribe/evaluation';
import {
  diarise,
  speakersOfWords,
  VAD_OPTIONS,
  type VadOptions,
  wavHeader,
} from '@transcribe/server/pipeline';
import { CONVERSATIONS_DIR, type Conversation, readConversations } from './conversations.js';
import { type Prepared, prepare } from './recognised-words.js';
import { machine } from './server-process.js';
import { markdownTable } from './speaker-table.js';
import { readSpeech } from './speech-files.js';

/**
 * Which silero VAD settings serve the pipeline best (issue: "a lower threshold cuts missed speech on the
 * AMI excerpts"). For each setting: voice activity against the AMI excerpts' reference turns, DER and word
 * speaker error of the diariser on what it finds (told the speaker count and estimating it, as
 * bench:speakers does), the built-in engine's WER on the LibriVox reading and on single readers with
 * known texts (Debian's Asterisk prompts, the ALSA channel announcements, pocketsphinx's test speech), and
 * how long the VAD takes. Words come from prepare() (the built-in engine on the VAD's regions). `BENCH_VAD_SETTINGS` lists the settings, comma-separated, each
 * `threshold[/minSilenceDuration[/minSpeechDuration]]`; unset, the ones below. Recognised AMI words are
 * cached per setting (recognised-words.ts). Prints markdown for bench/results/vad.md.
 */
const DEFAULT_SETTINGS =
  '0.5,0.35,0.2,0.35/0.3/0.1,0.35/0.4,0.5/0.5,0.45/0.5,0.4/0.5,0.35/0.5,0.3/0.5,0.2/0.5,0.35/0.5/0.1,0.35/0.6';
const settings: Partial<VadOptions>[] = (process.env.BENCH_VAD_SETTINGS ?? DEFAULT_SETTINGS)
  .split(',')
  .map((entry) => {
    const [threshold, minSilenceDuration, minSpeechDuration] = entry.split('/').map(Number);
    return {
      threshold,
      ...(minSilenceDuration === undefined ? {} : { minSilenceDuration }),
      ...(minSpeechDuration === undefined ? {} : { minSpeechDuration }),
    };
  });
const label = (s: Partial<VadOptions>) => {
  const o = { ...VAD_OPTIONS, ...s };
  const extras = [
    o.minSilenceDuration === VAD_OPTIONS.minSilenceDuration ? '' : `min silence ${o.minSilenceDuration} s`,
    o.minSpeechDuration === VAD_OPTIONS.minSpeechDuration ? '' : `min speech ${o.minSpeechDuration} s`,
  ].filter(Boolean);
  return `${o.threshold}${extras.length > 0 ? ` (${extras.join(', ')})` : ''}`;
};

const ALLISON = '/usr/share/asterisk/sounds/en_US_f_Allison';
const ALSA = '/usr/share/sounds/alsa';
const TESTDATA = '/usr/share/pocketsphinx/test/data';
/**
 * Asterisk prompts whose text their name spells (the package's core-sounds-en.txt, with every prompt's
 * text, is not installed here): the numbers, and the short phrases named word for word. Telephone
 * prompts (8 kHz) of one or two words out of context are hard for the engine: expect a high WER.
 */
const NUMBERS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  );
const TENS = {
  30: 'thirty',
  40: 'forty',
  50: 'fifty',
  60: 'sixty',
  70: 'seventy',
  80: 'eighty',
  90: 'ninety',
};
const ALLISON_PROMPTS: [string, string][] = [
  ...NUMBERS.map((text, n): [string, string] => [`digits/${n}`, text]),
  ...Object.entries(TENS).map(([n, text]): [string, string] => [`digits/${n}`, text]),
  ...['hundred', 'thousand', 'million', 'billion'].map((w): [string, string] => [`digits/${w}`, w]),
  ...[
    'hello-world',
    'goodbye',
    'please-try-again',
    'one-moment-please',
    'telephone-number',
    'extension',
    'number',
    'minutes',
    'seconds',
    'hours',
    'transfer',
    'activated',
    'cancelled',
    'calling',
    'disabled',
    'enabled',
    'removed',
    'added',
    'location',
  ].map((name): [string, string] => [name, name.replace(/-/g, ' ')]),
  ['im-sorry', "i'm sorry"],
  // Named for one word, it says the whole sentence (all six settings recognised it nearly so).
  ['invalid', "i'm sorry that is not a valid extension please try again"],
];
const ALSA_NAMES = [
  'Front_Center',
  'Front_Left',
  'Front_Right',
  'Rear_Center',
  'Rear_Left',
  'Rear_Right',
  'Side_Left',
  'Side_Right',
];

interface Reading {
  name: string;
  path: string;
  reference: string;
}

const RATE = 16_000;
function decodeRaw(path: string): Buffer {
  const input = path.endsWith('.raw') ? ['-f', 's16le', '-ar', String(RATE), '-ac', '1'] : [];
  return execFileSync(
    'ffmpeg',
    ['-nostdin', '-v', 'error', ...input, '-i', path, '-ac', '1', '-ar', String(RATE), '-f', 's16le', '-'],
    { maxBuffer: 64 * 1024 * 1024 },
  );
}

/** The recordings one after another, 0.6 s of silence around each, as one WAV (made once per machine). */
function joined(name: string, sources: string[]): string {
  const path = join(tmpdir(), `bench-vad-${name}.wav`);
  if (existsSync(path)) return path;
  const gap = Buffer.alloc(Math.round(0.6 * RATE) * 2);
  const pcm = Buffer.concat([gap, ...sources.flatMap((source) => [decodeRaw(source), gap])]);
  writeFileSync(`${path}.part`, Buffer.concat([wavHeader(pcm.length), pcm]));
  execFileSync('mv', [`${path}.part`, path]);
  return path;
}

function readings(): Reading[] {
  const librivox = readSpeech(0.4);
  return [
    { name: 'LibriVox (one reader, 24.7 s)', path: librivox.path, reference: librivox.reference },
    {
      name: `Asterisk prompts (Allison, ${ALLISON_PROMPTS.length} prompts)`,
      path: joined(
        'allison',
        ALLISON_PROMPTS.map(([file]) => join(ALLISON, `${file}.wav`)),
      ),
      reference: ALLISON_PROMPTS.map(([, text]) => text).join(' '),
    },
    {
      name: `ALSA announcements (${ALSA_NAMES.length})`,
      path: joined(
        'alsa',
        ALSA_NAMES.map((n) => join(ALSA, `${n}.wav`)),
      ),
      reference: ALSA_NAMES.map((n) => n.replace('_', ' ')).join(' '),
    },
    {
      name: 'pocketsphinx test speech (2 voices)',
      path: joined('pocketsphinx', [
        join(TESTDATA, 'goforward.raw'),
        join(TESTDATA, 'tidigits/dhd.2934z.raw'),
      ]),
      reference: 'go forward ten meters two nine three four zero',
    },
  ];
}

const signal = new AbortController().signal;
const percent = (x: number) => (Number.isNaN(x) ? 'n/a' : `${(x * 100).toFixed(1)}%`);
const mean = (xs: number[]) => (xs.length === 0 ? Number.NaN : xs.reduce((a, b) => a + b, 0) / xs.length);
const asOne = (spans: { start: number; end: number }[]): LabelledSpan[] =>
  spans.map((s) => ({ speaker: 'speech', start: s.start, end: s.end }));

interface SpeakerScore {
  der: number;
  words: WordSpeakerError;
  found: number;
}

async function speakerScore(c: Conversation, p: Prepared, speakers: number): Promise<SpeakerScore> {
  const turns = await diarise({ pcmPath: p.pcmPath, speech: p.speech, speakers, signal });
  const hypothesis = turns.map((t) => ({ speaker: String(t.speaker), start: t.start, end: t.end }));
  const labels = speakersOfWords(p.words, turns);
  const words = p.words.map((w, i) => ({ start: w.start, end: w.end, speaker: String(labels[i]) }));
  return {
    der: diarisationErrorRate(c.reference, hypothesis, 0).der,
    words: wordSpeakerError(words, c.reference),
    found: new Set(turns.map((t) => t.speaker)).size,
  };
}

/** Mean per file (files without a scored word left out), and pooled over every scored word. */
function wordErrors(scores: SpeakerScore[]): string {
  const scored = scores.filter((s) => s.words.counted > 0);
  const wrong = scored.reduce((sum, s) => sum + s.words.error * s.words.counted, 0);
  const counted = scored.reduce((sum, s) => sum + s.words.counted, 0);
  return `${percent(mean(scored.map((s) => s.words.error)))} / ${percent(counted === 0 ? Number.NaN : wrong / counted)} (${scored.length} files)`;
}

interface Row {
  setting: string;
  ami: string[];
  speakers: string[];
  wer: string[];
  speed: string[];
}

const work = mkdtempSync(join(tmpdir(), 'bench-vad-'));
try {
  const conversations = readConversations();
  const texts = readings();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  console.log(`machine: ${machine()}`);
  console.log(`date:    ${new Date().toISOString()}`);
  console.log(`commit:  ${commit}`);
  console.log(`data:    ${CONVERSATIONS_DIR} (${conversations.length} files)`);
  console.log(`VAD_OPTIONS: ${JSON.stringify(VAD_OPTIONS)}`);
  const rows: Row[] = [];
  for (const setting of settings) {
    const name = label(setting);
    console.error(`setting ${name}…`);
    let vadSeconds = 0;
    let audioSeconds = 0;
    let missed = 0;
    let falseAlarm = 0;
    let referenceSpeech = 0;
    let detected = 0;
    let words = 0;
    const told: SpeakerScore[] = [];
    const estimating: SpeakerScore[] = [];
    const missedPerFile: string[] = [];
    for (const conversation of conversations) {
      const prepared = await prepare(conversation.path, work, signal, () => {}, setting);
      vadSeconds += prepared.vadSeconds;
      audioSeconds += prepared.durationSeconds;
      const vad = diarisationErrorRate(asOne(conversation.reference), asOne(prepared.speech), 0);
      missed += vad.missed;
      falseAlarm += vad.falseAlarm;
      referenceSpeech += vad.speech;
      detected += prepared.speech.reduce((sum, r) => sum + r.end - r.start, 0);
      missedPerFile.push(`${((vad.missed / vad.speech) * 100).toFixed(0)}`);
      words += prepared.words.length;
      told.push(await speakerScore(conversation, prepared, conversation.speakers));
      estimating.push(await speakerScore(conversation, prepared, 0));
    }
    const wer: string[] = [];
    for (const text of texts) {
      const prepared = await prepare(text.path, work, signal, () => {}, setting);
      vadSeconds += prepared.vadSeconds;
      audioSeconds += prepared.durationSeconds;
      const errors = wordErrorRate(text.reference, prepared.words.map((w) => w.word).join(' '));
      wer.push(
        `${percent(errors.wer)} (${errors.substitutions}/${errors.deletions}/${errors.insertions} of ${errors.referenceWords})`,
      );
    }
    rows.push({
      setting: name,
      ami: [
        `${detected.toFixed(1)} s`,
        `${missed.toFixed(1)} s (${percent(missed / referenceSpeech)})`,
        missedPerFile.join(' / '),
        `${falseAlarm.toFixed(1)} s (${percent(falseAlarm / detected)})`,
        String(words),
      ],
      speakers: [
        percent(mean(told.map((s) => s.der))),
        wordErrors(told),
        percent(mean(estimating.map((s) => s.der))),
        wordErrors(estimating),
        estimating.map((s) => s.found).join(','),
      ],
      wer,
      speed: [
        `${vadSeconds.toFixed(2)} s`,
        `${audioSeconds.toFixed(0)} s`,
        `${((vadSeconds / audioSeconds) * 1000).toFixed(1)} ms`,
      ],
    });
  }
  const referenceSpeech = conversations
    .map((c) => diarisationErrorRate(asOne(c.reference), asOne(c.reference), 0).speech)
    .reduce((a, b) => a + b, 0);
  console.log(
    `\n### Voice activity on the AMI excerpts (${referenceSpeech.toFixed(1)} s of reference speech in ${conversations.length} files)\n`,
  );
  console.log(
    markdownTable(
      [
        'threshold',
        'VAD speech',
        'reference speech missed',
        `missed per file, % (${conversations.map((c) => c.id).join(' / ')})`,
        'false alarm (VAD speech outside the reference)',
        'words recognised',
      ],
      rows.map((r) => [r.setting, ...r.ami]),
    ),
  );
  console.log('\n### Speakers on the AMI excerpts\n');
  console.log(
    'DER: mean over the six files, no collar. Word speaker error: mean per file over the files with a scored word / pooled over all scored words.\n',
  );
  console.log(
    markdownTable(
      [
        'threshold',
        'told the count: DER',
        'told: word speaker error',
        'estimating: DER',
        'estimating: word speaker error',
        'speakers found (estimating)',
      ],
      rows.map((r) => [r.setting, ...r.speakers]),
    ),
  );
  console.log('\n### WER of the built-in engine (substitutions/deletions/insertions of reference words)\n');
  console.log(
    markdownTable(
      ['threshold', ...texts.map((t) => t.name)],
      rows.map((r) => [r.setting, ...r.wer]),
    ),
  );
  console.log('\n### Time the VAD takes (every file above, one thread)\n');
  console.log(
    markdownTable(
      ['threshold', 'VAD time', 'audio', 'per second of audio'],
      rows.map((r) => [r.setting, ...r.speed]),
    ),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
