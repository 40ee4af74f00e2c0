import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** Asterisk's English prompts of one voice, telephone band (Debian package asterisk-core-sounds-en-wav). */
export const ALLISON_DIR = '/usr/share/asterisk/sounds/en_US_f_Allison';
/** The prompts' texts (Debian package asterisk-core-sounds-en). */
export const PROMPT_TEXTS = '/usr/share/doc/asterisk-core-sounds-en/core-sounds-en.txt.gz';

export interface TelephonePrompt {
  /** The prompt's name: its path under the voice's folder without `.wav` (`vm-review`, `digits/7`). */
  id: string;
  path: string;
  /** What it says, as the texts file writes it. */
  text: string;
  seconds: number;
}

/**
 * The prompts of a voice with their texts, in name order: those whose text describes a sound (`[beep]`)
 * or holds a number of three digits or more or with a decimal point (how "500" was read, "five hundred" or
 * "five oh oh", is unknown) are left out; "press 1" is kept.
 */
export function telephonePrompts(dir = ALLISON_DIR, textsPath = PROMPT_TEXTS): TelephonePrompt[] {
  if (!existsSync(textsPath)) {
    throw new Error(
      `${textsPath} is missing: run scripts/bootstrap (Debian package asterisk-core-sounds-en).`,
    );
  }
  const prompts: TelephonePrompt[] = [];
  for (const line of gunzipSync(readFileSync(textsPath)).toString('utf8').split('\n')) {
    const match = /^([^;:\s][^:]*):\s*(.*)$/.exec(line.trim());
    if (!match) continue;
    const [, id = '', text = ''] = match;
    const path = join(dir, `${id.trim()}.wav`);
    if (text === '' || /[[\]]|\d{3}|\d[.:,]\d/.test(text) || !existsSync(path)) continue;
    prompts.push({ id: id.trim(), path, text, seconds: wavSeconds(readFileSync(path)) });
  }
  return prompts.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A copy in an order fixed by `seed` (mulberry32 and Fisher-Yates): the same on every machine. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** The first prompts that together last at least `seconds` (all of them when they last less). */
export function promptsLasting<T extends { seconds: number }>(prompts: readonly T[], seconds: number): T[] {
  let total = 0;
  const taken: T[] = [];
  for (const prompt of prompts) {
    if (total >= seconds) break;
    taken.push(prompt);
    total += prompt.seconds;
  }
  return taken;
}

/**
 * The prompts one after another as one 16 kHz mono s16le PCM file (one ffmpeg run), and where each lies
 * on its timeline, like the utterances of one long recording.
 */
export function promptsAsPcm<T extends TelephonePrompt>(
  prompts: T[],
  pcmPath: string,
): Array<T & { start: number; end: number }> {
  const list = `${pcmPath}.list`;
  writeFileSync(list, prompts.map((p) => `file '${p.path.replace(/'/g, "'\\''")}'\n`).join(''));
  const args = ['-y', '-v', 'error', '-f', 'concat', '-safe', '0', '-i', list];
  execFileSync('ffmpeg', [...args, '-ar', '16000', '-ac', '1', '-f', 's16le', pcmPath]);
  let at = 0;
  return prompts.map((prompt) => {
    const start = at;
    at += prompt.seconds;
    return { ...prompt, start, end: at };
  });
}

/** A PCM WAV's duration from its header (fmt and data chunks). */
function wavSeconds(wav: Buffer): number {
  let byteRate = 0;
  for (let at = 12; at + 8 <= wav.length; ) {
    const id = wav.toString('latin1', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') byteRate = wav.readUInt32LE(at + 16);
    if (id === 'data') {
      if (byteRate === 0) break;
      return Math.min(size, wav.length - at - 8) / byteRate;
    }
    at += 8 + size + (size & 1);
  }
  throw new Error('not a PCM WAV file');
}
