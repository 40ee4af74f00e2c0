import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseRttm } from '@transcribe/evaluation';
import { wavHeader } from '@transcribe/server/pipeline';
import { CONVERSATIONS_DIR } from './conversations.js';

/**
 * A wider development set for speaker counting, built from audio already on the machine (no download):
 * "meetings" spliced from the solo speech of the AMI excerpts' people (the reference turns say who speaks,
 * overlaps left out) and from the recorded voices of Debian packages (a LibriVox reader, the asterisk
 * operator, the alsa announcer, the pocketsphinx cards reader), turns following each other with no pause
 * or a short one. Each voice is brought to its own level (-30 dBFS, +-4 dB) over a faint noise floor.
 * Writes one WAV per meeting and their turns.rttm, the layout `BENCH_CONVERSATIONS` reads:
 *   node bench/dist/speaker-devset.js /tmp/speaker-devset
 *   BENCH_CONVERSATIONS=/tmp/speaker-devset BENCH_SPEAKERS_QUICK=1 node bench/dist/speakers.js
 */
const RATE = 16_000;
const MAX_CHUNK_SECONDS = 5;
/** A voice's speech in a meeting (a single voice alone gets up to 30 s). */
const MAX_SECONDS_PER_VOICE = 12;

let seed = 12;
/** A fixed-seed generator (the same set on every machine). */
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}

function decode(path: string): Float32Array {
  const raw = path.endsWith('.raw') ? ['-f', 's16le', '-ar', String(RATE), '-ac', '1'] : [];
  const pcm = execFileSync(
    'ffmpeg',
    ['-nostdin', '-v', 'error', ...raw, '-i', path, '-ac', '1', '-ar', String(RATE), '-f', 's16le', '-'],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  const samples = new Float32Array(pcm.length / 2);
  for (let i = 0; i < samples.length; i++) samples[i] = pcm.readInt16LE(i * 2) / 32_768;
  return samples;
}

/** Pieces of at most MAX_CHUNK_SECONDS, each a stretch of one voice alone. */
function pieces(samples: Float32Array): Float32Array[] {
  const size = MAX_CHUNK_SECONDS * RATE;
  const out: Float32Array[] = [];
  for (let at = 0; at < samples.length; at += size) {
    const piece = samples.subarray(at, Math.min(samples.length, at + size));
    if (piece.length >= 0.4 * RATE) out.push(piece);
  }
  return out;
}

/** Each AMI person's stretches of solo speech (10 ms resolution), across the files they speak in. */
function amiVoices(): Map<string, Float32Array[]> {
  const turns = parseRttm(readFileSync(join(CONVERSATIONS_DIR, 'turns.rttm'), 'utf8'));
  const voices = new Map<string, Float32Array[]>();
  for (const [file, spans] of turns) {
    const audio = decode(join(CONVERSATIONS_DIR, `${file}.flac`));
    const frames = Math.ceil(audio.length / (RATE / 100));
    const who = Array.from({ length: frames }, () => new Set<string>());
    for (const t of spans)
      for (let f = Math.round(t.start * 100); f < Math.min(frames, Math.round(t.end * 100)); f++)
        who[f]?.add(t.speaker);
    let runStart = 0;
    for (let f = 1; f <= frames; f++) {
      const solo = (g: number) => (who[g]?.size === 1 ? [...(who[g] as Set<string>)][0] : undefined);
      if (f < frames && solo(f) === solo(runStart)) continue;
      const speaker = solo(runStart);
      if (speaker) {
        const list = voices.get(speaker) ?? [];
        list.push(...pieces(audio.subarray((runStart * RATE) / 100, (f * RATE) / 100)));
        voices.set(speaker, list);
      }
      runStart = f;
    }
  }
  return voices;
}

function packageVoices(): Map<string, Float32Array[]> {
  const ps = '/usr/share/pocketsphinx/test/data';
  const allison = '/usr/share/asterisk/sounds/en_US_f_Allison';
  const files = (dir: string, pattern: RegExp) =>
    readdirSync(dir)
      .filter((n) => pattern.test(n))
      .sort()
      .map((n) => join(dir, n));
  const voice = (paths: string[]) => paths.flatMap((p) => pieces(trim(decode(p))));
  return new Map([
    ['reader', voice(files(join(ps, 'librivox'), /\.wav$/))],
    ['operator', voice(files(allison, /^vm-/).slice(0, 24))],
    ['announcer', voice(files('/usr/share/sounds/alsa', /^(Front|Rear|Side)_/))],
    ['cards', voice(files(join(ps, 'cards'), /\.wav$/))],
  ]);
}

/** Cuts leading and trailing quiet (30 dB under the loudest 10 ms). */
function trim(samples: Float32Array): Float32Array {
  const hop = RATE / 100;
  const energy = Array.from({ length: Math.floor(samples.length / hop) }, (_, f) =>
    samples.subarray(f * hop, (f + 1) * hop).reduce((s, x) => s + x * x, 0),
  );
  const floor = Math.max(...energy) / 1000;
  const first = Math.max(0, energy.findIndex((e) => e > floor) - 5);
  const last = Math.min(energy.length, energy.findLastIndex((e) => e > floor) + 6);
  return samples.subarray(first * hop, last * hop);
}

/** Scales a voice's pieces together to `dbfs` (RMS over its louder half of 10 ms frames). */
function level(chunks: Float32Array[], dbfs: number): Float32Array[] {
  const energies = chunks.flatMap((c) =>
    Array.from(
      { length: Math.floor(c.length / 160) },
      (_, f) => c.subarray(f * 160, (f + 1) * 160).reduce((s, x) => s + x * x, 0) / 160,
    ),
  );
  energies.sort((a, b) => b - a);
  const loud = energies.slice(0, Math.max(1, energies.length >> 1));
  const rms = Math.sqrt(loud.reduce((s, e) => s + e, 0) / loud.length);
  const gain = 10 ** (dbfs / 20) / Math.max(rms, 1e-6);
  return chunks.map((c) => c.map((x) => x * gain));
}

/** The pieces that fit, in order, in `seconds`. */
function firstSeconds(chunks: Float32Array[], seconds: number): Float32Array[] {
  const kept: Float32Array[] = [];
  let total = 0;
  for (const chunk of chunks) {
    total += chunk.length / RATE;
    if (total > seconds) break;
    kept.push(chunk);
  }
  return kept;
}

/** One meeting: turns of the voices in random order (never the same twice running) until they run out. */
function meeting(voices: Map<string, Float32Array[]>, who: string[]) {
  const left = new Map(
    who.map((name) => {
      const chunks = level(voices.get(name) ?? [], -30 + (random() * 8 - 4));
      return [name, firstSeconds(chunks, who.length === 1 ? 30 : MAX_SECONDS_PER_VOICE)];
    }),
  );
  const parts: Float32Array[] = [];
  const turns: { speaker: string; start: number; end: number }[] = [];
  let at = 0;
  let last = '';
  for (;;) {
    const ready = who.filter((n) => (left.get(n)?.length ?? 0) > 0 && (n !== last || who.length === 1));
    if (ready.length === 0) break;
    const name = ready[Math.floor(random() * ready.length)] as string;
    const chunk = left.get(name)?.shift() as Float32Array;
    const gap = [0, 0, 0.15, 0.3, 0.7][Math.floor(random() * 5)] as number;
    parts.push(new Float32Array(Math.round(gap * RATE)), chunk);
    at += gap;
    turns.push({ speaker: name, start: at, end: at + chunk.length / RATE });
    at += chunk.length / RATE;
    last = name;
  }
  parts.push(new Float32Array(RATE / 2));
  const audio = new Float32Array(parts.reduce((s, p) => s + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    audio.set(p, offset);
    offset += p.length;
  }
  return { audio, turns };
}

function wav(samples: Float32Array): Buffer {
  const pcm = Buffer.alloc(samples.length * 2);
  const floor = 10 ** (-60 / 20);
  samples.forEach((x, i) => {
    const noise = (random() + random() + random() - 1.5) * 2 * floor;
    pcm.writeInt16LE(Math.max(-32_768, Math.min(32_767, Math.round((x + noise) * 32_767))), i * 2);
  });
  return Buffer.concat([wavHeader(pcm.length), pcm]);
}

/** The meetings: who takes part (AMI people by their corpus label, or a package voice). */
const MEETINGS: string[][] = [
  ['MEE009'],
  ['MEE012'],
  ['MEE075'],
  ['FEE078'],
  ['reader'],
  ['operator'],
  ['announcer'],
  ['cards'],
  ['MEE009', 'MEE012'],
  ['MEE075', 'MEE076'],
  ['FEE087', 'FEE088'],
  ['MEE009', 'FEE078'],
  ['FEE078', 'MEE075'],
  ['MEE012', 'FEE088'],
  ['reader', 'operator'],
  ['reader', 'announcer'],
  ['MEE075', 'MEE076', 'MEO074'],
  ['MEE009', 'FEE078', 'MEE075'],
  ['MEE012', 'FEE087', 'MEE076'],
  ['FEE078', 'FEE088', 'MEE012'],
  ['FEE087', 'FEE088', 'MEE009'],
  ['reader', 'announcer', 'operator'],
  ['MEE009', 'reader', 'FEE087'],
  ['MEE009', 'MEE012', 'FEE078', 'MEE075'],
  ['FEE078', 'FEE087', 'FEE088', 'MEE076'],
  ['MEE009', 'FEE088', 'MEE075', 'reader'],
  ['MEE012', 'FEE078', 'MEE076', 'FEE087'],
  ['MEE009', 'MEE012', 'MEE075', 'MEE076'],
  ['reader', 'announcer', 'operator', 'cards'],
  ['FEE078', 'FEE088', 'MEE012', 'MEE075'],
];

const out = process.argv[2] ?? '/tmp/speaker-devset';
mkdirSync(out, { recursive: true });
const voices = new Map([...amiVoices(), ...packageVoices()]);
const rttm: string[] = [];
for (const who of MEETINGS) {
  const id = `${who.length}-${who.map((n) => n.toLowerCase()).join('-')}`;
  const { audio, turns } = meeting(voices, who);
  writeFileSync(join(out, `${id}.wav`), wav(audio));
  for (const t of turns)
    rttm.push(
      `SPEAKER ${id} 1 ${t.start.toFixed(3)} ${(t.end - t.start).toFixed(3)} <NA> <NA> ${t.speaker} <NA> <NA>`,
    );
  console.log(`${basename(id)}: ${(audio.length / RATE).toFixed(1)} s, ${turns.length} turns`);
}
writeFileSync(join(out, 'turns.rttm'), `${rttm.join('\n')}\n`);
