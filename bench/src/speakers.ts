import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { diarisationErrorRate, wordSpeakerError } from '@transcribe/evaluation';
import type { Embed } from '@transcribe/server/pipeline';
import { diarise, speakersOfWords } from '@transcribe/server/pipeline';
import { CONVERSATIONS_DIR, type Conversation, readConversations } from './conversations.js';
import { oneChannelBench } from './one-channel.js';
import { type Prepared, prepare } from './recognised-words.js';
import { machine } from './server-process.js';
import { benchVoicePrints } from './speaker-model.js';
import { speakerSpeed } from './speaker-speed.js';
import { estimatingTargets, type SpeakerRow, speakerTable, toldTargets } from './speaker-table.js';
import { speechAgreement } from './speech-agreement.js';
import { voiceProfileBench } from './voice-profiles.js';

/**
 * Speaker recognition on real conversations (issue 12): each file of the data set is recognised once
 * (cached), then diarised told the reference's speaker count and estimating it, and scored with the
 * diarisation error rate (no collar) and the word speaker error. Then the speed check on a 30-minute file,
 * which `BENCH_SPEAKERS_QUICK=1` skips; `BENCH_SPEAKER_MODEL=<file.onnx>` diarises with a speaker-embedding
 * model's voice prints instead of the built-in ones (speaker-model.ts). Then voice profiles
 * (voice-profiles.ts): people enrolled from one recording and looked for in others. Prints markdown for
 * bench/results/speakers.md and bench/results/voice-profiles.md.
 */
const signal = new AbortController().signal;

async function run(
  conversation: Conversation,
  prepared: Prepared,
  speakers: number,
  embed: Embed | undefined,
): Promise<SpeakerRow> {
  const started = performance.now();
  const turns = await diarise({
    pcmPath: prepared.pcmPath,
    speech: prepared.speech,
    speakers,
    signal,
    embed,
  });
  const seconds = (performance.now() - started) / 1000;
  const hypothesis = turns.map((t) => ({ speaker: String(t.speaker), start: t.start, end: t.end }));
  const labels = speakersOfWords(prepared.words, turns);
  const words = prepared.words.map((w, i) => ({ start: w.start, end: w.end, speaker: String(labels[i]) }));
  return {
    file: conversation.id,
    reference: conversation.speakers,
    found: new Set(turns.map((t) => t.speaker)).size,
    der: diarisationErrorRate(conversation.reference, hypothesis, 0),
    words: wordSpeakerError(words, conversation.reference),
    seconds,
  };
}

/** Which diariser ran: the commit, and a hash of the built diarisation module (it changes between commits). */
function diariserVersion(): string {
  const dir = fileURLToPath(new URL('./diarisation/', import.meta.resolve('@transcribe/server/pipeline')));
  const hash = createHash('sha256');
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.js'))
    .sort())
    hash.update(name).update(readFileSync(join(dir, name)));
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  return `commit ${commit}, built diarisation/*.js sha256 ${hash.digest('hex').slice(0, 12)}`;
}

const work = mkdtempSync(join(tmpdir(), 'bench-speakers-'));
try {
  const conversations = readConversations();
  console.log(`machine: ${machine()}`);
  console.log(`date:    ${new Date().toISOString()}`);
  console.log(`data:    ${CONVERSATIONS_DIR} (${conversations.length} files)`);
  console.log(`diariser: ${diariserVersion()}`);
  const voicePrints = await benchVoicePrints(work);
  console.log(`voice prints: ${voicePrints.label}`);
  const files: { conversation: Conversation; prepared: Prepared }[] = [];
  for (const conversation of conversations) {
    const prepared = await prepare(conversation.path, work, signal);
    if (!prepared.cached)
      console.log(`recognised ${conversation.id} in ${prepared.recognitionSeconds.toFixed(1)} s`);
    files.push({ conversation, prepared });
  }
  console.log('\n### The data, and voice activity against the reference\n');
  console.log(speechAgreement(files.map(({ conversation, prepared }) => ({ conversation, ...prepared }))));

  for (const [label, speakers, targets] of [
    ['Told the reference speaker count', (c: Conversation) => c.speakers, toldTargets],
    ['Estimating the speaker count (speakers: 0)', () => 0, estimatingTargets],
  ] as const) {
    const rows: SpeakerRow[] = [];
    for (const { conversation, prepared } of files) {
      rows.push(await run(conversation, prepared, speakers(conversation), voicePrints.embed));
    }
    console.log(`\n### ${label}\n`);
    console.log(speakerTable(rows));
    console.log('');
    for (const line of targets(rows)) console.log(`- ${line}`);
  }

  console.log('\n### Voice profiles: enrolled in one recording, looked for in others\n');
  const embedding = voicePrints.embed && { name: 'BENCH_SPEAKER_MODEL', embed: voicePrints.embed };
  for (const line of await voiceProfileBench(conversations, work, embedding)) console.log(line);

  console.log('\n### One channel: one voice stays one speaker, two people become two\n');
  for (const line of await oneChannelBench(work, voicePrints.embed)) console.log(line);

  console.log('\n### Speed on a 30-minute file\n');
  if (process.env.BENCH_SPEAKERS_QUICK === '1') console.log('skipped (BENCH_SPEAKERS_QUICK=1)');
  else
    for (const line of await speakerSpeed(conversations, work, signal, voicePrints.embed))
      console.log(`- ${line}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
