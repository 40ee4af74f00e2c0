import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { wavHeader } from '../pipeline/wav.js';

/**
 * Real recorded human speech from Debian packages (see APT_PACKAGES in scripts/bootstrap), made into test
 * files once per machine in the temp dir: a LibriVox reading as WAV, MP4 and WebM, and a conversation of
 * four different people for diarisation.
 */
const LIBRIVOX_DIR = '/usr/share/pocketsphinx/test/data/librivox';
const ALSA_DIR = '/usr/share/sounds/alsa'; // alsa-utils: one voice announcing speaker channels
const ALLISON_DIR = '/usr/share/asterisk/sounds/en_US_f_Allison'; // asterisk-core-sounds-en-wav: a woman's telephone prompts
const TIDIGITS = '/usr/share/pocketsphinx/test/data/tidigits/dhd.2934z.raw'; // pocketsphinx-testdata: a man reading digits

const RATE = 16_000;

export interface LibrivoxClip {
  id: string;
  path: string;
  reference: string;
}

/** The LibriVox clips in order, with their reference transcriptions. */
export function librivoxClips(): LibrivoxClip[] {
  const lines = readFileSync(join(LIBRIVOX_DIR, 'transcription'), 'utf8').trim().split('\n');
  return lines.map((line) => {
    const match = /^<s> (.*) <\/s> \((.*)\)$/.exec(line.trim());
    if (!match) throw new Error(`Unexpected transcription line: ${line}`);
    const [, reference = '', id = ''] = match;
    return { id, path: join(LIBRIVOX_DIR, `${id}.wav`), reference };
  });
}

export interface SpeakerTurn {
  speaker: string;
  start: number;
  end: number;
}

export interface SpeechFixtures {
  /** The LibriVox clips one after another (about 25 s) and the reference text of the whole. */
  librivox: { wav: string; mp4: string; webm: string; reference: string };
  /** Turns of four people with short pauses between them, and who speaks when. */
  conversation: { wav: string; turns: SpeakerTurn[] };
}

const CONVERSATION: { speaker: string; sources: string[] }[] = [
  { speaker: 'reader', sources: [clip('0870')] },
  { speaker: 'announcer', sources: [alsa('Front_Center'), alsa('Front_Left')] },
  { speaker: 'operator', sources: [join(ALLISON_DIR, 'vm-instructions.wav')] },
  { speaker: 'reader', sources: [clip('0880')] },
  { speaker: 'digits', sources: [TIDIGITS] },
  { speaker: 'announcer', sources: [alsa('Rear_Center'), alsa('Rear_Left'), alsa('Rear_Right')] },
  { speaker: 'operator', sources: [join(ALLISON_DIR, 'queue-periodic-announce.wav')] },
  { speaker: 'reader', sources: [clip('0890')] },
  { speaker: 'announcer', sources: [alsa('Side_Left'), alsa('Side_Right')] },
  { speaker: 'operator', sources: [join(ALLISON_DIR, 'vm-review.wav')] },
  { speaker: 'reader', sources: [clip('0920'), clip('0930')] },
];

function clip(id: string) {
  return join(LIBRIVOX_DIR, `sense_and_sensibility_01_austen_64kb-${id}.wav`);
}
function alsa(name: string) {
  return join(ALSA_DIR, `${name}.wav`);
}

/** Builds the files once per machine (another test worker may race: the first finished copy wins). */
export function speechFixtures(): SpeechFixtures {
  const dir = join(tmpdir(), 'transcribe-speech-fixtures-v1');
  const result: SpeechFixtures = {
    librivox: {
      wav: join(dir, 'librivox.wav'),
      mp4: join(dir, 'librivox.mp4'),
      webm: join(dir, 'librivox.webm'),
      reference: librivoxClips()
        .map((c) => c.reference)
        .join(' '),
    },
    conversation: { wav: join(dir, 'conversation.wav'), turns: [] },
  };
  if (!existsSync(join(dir, 'done'))) build(`${dir}.${process.pid}`, dir);
  result.conversation.turns = JSON.parse(readFileSync(join(dir, 'turns.json'), 'utf8')) as SpeakerTurn[];
  return result;
}

function build(work: string, dir: string) {
  mkdirSync(work, { recursive: true });
  const reading = Buffer.concat(librivoxClips().map((c) => decode(c.path)));
  writeFileSync(join(work, 'librivox.wav'), wav(reading));
  const video = [
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=160x120:rate=5',
    '-i',
    join(work, 'librivox.wav'),
    '-shortest',
  ];
  ffmpeg([...video, '-c:v', 'mpeg4', '-c:a', 'aac', join(work, 'librivox.mp4')]);
  ffmpeg([...video, '-c:v', 'libvpx', '-b:v', '100k', '-c:a', 'libopus', join(work, 'librivox.webm')]);

  const parts: Buffer[] = [];
  const turns: SpeakerTurn[] = [];
  let samples = 0;
  const append = (pcm: Buffer) => {
    parts.push(pcm);
    samples += pcm.length / 2;
  };
  for (const turn of CONVERSATION) {
    append(silence(0.6));
    const start = samples / RATE;
    turn.sources.forEach((source, i) => {
      if (i > 0) append(silence(0.3));
      append(trimSilence(decode(source)));
    });
    turns.push({ speaker: turn.speaker, start, end: samples / RATE });
  }
  append(silence(0.6));
  writeFileSync(join(work, 'conversation.wav'), wav(Buffer.concat(parts)));
  writeFileSync(join(work, 'turns.json'), JSON.stringify(turns));
  writeFileSync(join(work, 'done'), '');
  try {
    renameSync(work, dir);
  } catch {
    // Another worker finished first; its files are the same.
  }
}

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-nostdin', '-y', '-v', 'error', ...args]);
}

/** Any source (a WAV, or headerless 16 kHz PCM for .raw) as 16 kHz mono s16le. */
function decode(path: string): Buffer {
  const input = basename(path).endsWith('.raw') ? ['-f', 's16le', '-ar', String(RATE), '-ac', '1'] : [];
  return execFileSync(
    'ffmpeg',
    ['-nostdin', '-v', 'error', ...input, '-i', path, '-ac', '1', '-ar', String(RATE), '-f', 's16le', '-'],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
}

const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * RATE) * 2);

/** Cuts the quiet lead-in and tail off a recording, so the reference turns start and end at the voice. */
function trimSilence(pcm: Buffer): Buffer {
  const frame = RATE / 100; // 10 ms
  const frames = Math.floor(pcm.length / 2 / frame);
  const energy = Array.from({ length: frames }, (_, f) => {
    let sum = 0;
    for (let i = 0; i < frame; i++) sum += pcm.readInt16LE((f * frame + i) * 2) ** 2;
    return sum / frame;
  });
  const threshold = Math.max(...energy) / 1000; // 30 dB below the loudest frame
  const first = Math.max(0, energy.findIndex((e) => e > threshold) - 5);
  const last = Math.min(frames, frames - [...energy].reverse().findIndex((e) => e > threshold) + 5);
  return pcm.subarray(first * frame * 2, last * frame * 2);
}

const wav = (pcm: Buffer) => Buffer.concat([wavHeader(pcm.length), pcm]);

/** Where bootstrap put the speech models (MODELS_DIR, default <repo>/models). */
export const speechModelsDir = () =>
  process.env.MODELS_DIR ?? new URL('../../../../models', import.meta.url).pathname;
