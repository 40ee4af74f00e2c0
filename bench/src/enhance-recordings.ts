import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readConversations } from './conversations.js';

const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';
const MIXES_DIR = new URL('../../../shared/data/two-speaker-mixes', import.meta.url).pathname;
/**
 * Short two-reader LibriSpeech mixes (5 to 7 s each; `BENCH_ENHANCE_MIXES` names others, comma-separated):
 * a second kind of voice and microphone besides the one LibriVox reader, the bench kept under ten minutes.
 */
const MIXES = (
  process.env.BENCH_ENHANCE_MIXES ??
  'train-clean-2mix-0001,train-clean-2mix-0012,train-clean-2mix-0019,train-clean-2mix-0022'
).split(',');

export interface Recording {
  name: string;
  path: string;
  reference: string;
  seconds: number;
}

const seconds = (path: string) => readFileSync(path).length / 32_000; // roughly: only for the summary line

/**
 * The real speech with references on this machine: pocketsphinx-testdata's five LibriVox clips (one reader,
 * 24.7 s) and a few of the shared two-reader mixes (their words.json); `fast`, the first two clips alone.
 * `babble` is what the babble noise is made of: the AMI meeting excerpts, none of them a recording under test.
 */
export function enhanceRecordings(fast: boolean): { recordings: Recording[]; babble: string[] } {
  const clips = readFileSync(join(LIBRIVOX, 'transcription'), 'utf8')
    .trim()
    .split('\n')
    .map((line): Recording => {
      const match = /^<s> (.*) <\/s> \((.*)\)$/.exec(line.trim());
      if (!match?.[1] || !match[2]) throw new Error(`unexpected reference line: ${line}`);
      const path = join(LIBRIVOX, `${match[2]}.wav`);
      return { name: match[2], path, reference: match[1], seconds: seconds(path) };
    });
  const words = JSON.parse(readFileSync(join(MIXES_DIR, 'words.json'), 'utf8')) as {
    file: string;
    start: number;
    end: number;
    words: string;
  }[];
  const mixes = MIXES.map((file): Recording => {
    const turns = words.filter((turn) => turn.file === file).sort((a, b) => a.start - b.start);
    return {
      name: file,
      path: join(MIXES_DIR, `${file}.flac`),
      reference: turns.map((turn) => turn.words).join(' '),
      seconds: Math.max(...turns.map((turn) => turn.end)),
    };
  });
  const babble = readConversations().map((c) => c.path);
  return { recordings: fast ? clips.slice(0, 2) : [...clips, ...mixes], babble };
}
