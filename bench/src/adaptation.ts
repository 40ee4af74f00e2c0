import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promptsLasting } from '@transcribe/evaluation';
import {
  adaptationTools,
  adaptSpeaker,
  mapAdaptMeans,
  recogniseUtterances,
  type SpeakerAdaptation,
  type VoiceModelAdaptation,
  wordErrorRate,
} from '@transcribe/server/pipeline';
import { allisonSplit, librivox, librivoxByTelephone, type Utterance } from './adaptation-speech.js';
import { machine } from './server-process.js';

/**
 * Speaker adaptation of the built-in engine (MLLR with sphinxtrain), on real speech of single speakers:
 * Allison's Asterisk prompts (telephone band, texts from asterisk-core-sounds-en): 8 minutes held out,
 * adaptation on 1, 2, 5 and 10 minutes of the other prompts; the LibriVox reader of pocketsphinx-testdata
 * (five utterances, 25 s: each recognised with a transform learnt from the other four), as recorded and
 * through a telephone channel, and with a transform learnt from Allison (does one telephone voice's
 * transform help another voice's calls?). Each amount of adaptation speech also gets the means MAP-adapted
 * on top of its MLLR transform (map_adapt), as the product's adaptation job makes them.
 */
const MODELS = new URL('../../models', import.meta.url).pathname;
const MINUTES = [1, 2, 5, 10];
const TEST_SECONDS = 8 * 60;
const work = mkdtempSync(join(tmpdir(), 'bench-adaptation-'));
let runs = 0;

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const minutes = (list: Utterance[]) => list.reduce((sum, u) => sum + u.end - u.start, 0) / 60;
const fewer = (base: number, adapted: number) => `${(((base - adapted) / base) * 100).toFixed(1)}%`;

async function wer(
  test: Utterance[],
  adaptation?: VoiceModelAdaptation,
): Promise<{ wer: number; seconds: number }> {
  const started = performance.now();
  const words = await recogniseUtterances({ utterances: test, modelsDir: MODELS, workDir: work, adaptation });
  const hypotheses = words.map((list) => list.map((w) => w.word).join(' '));
  const rate = wordErrorRate(
    test.map((u) => u.text),
    hypotheses,
  );
  return { wer: rate, seconds: (performance.now() - started) / 1000 };
}

/** WER when each utterance is recognised with a transform learnt from all the others. */
async function leaveOneOut(utterances: Utterance[]): Promise<number> {
  const hypotheses: string[] = [];
  for (const [i, utterance] of utterances.entries()) {
    const { adaptation } = await adapt(utterances.filter((_, j) => j !== i));
    const words = await recogniseUtterances({
      utterances: [utterance],
      modelsDir: MODELS,
      workDir: work,
      adaptation,
    });
    hypotheses.push(words[0]?.map((w) => w.word).join(' ') ?? '');
  }
  return wordErrorRate(
    utterances.map((u) => u.text),
    hypotheses,
  );
}

async function adapt(utterances: Utterance[]): Promise<{ adaptation: SpeakerAdaptation; seconds: number }> {
  const started = performance.now();
  const adaptation = await adaptSpeaker({
    utterances,
    modelsDir: MODELS,
    workDir: join(work, `adapt-${runs++}`),
  });
  return { adaptation, seconds: (performance.now() - started) / 1000 };
}

try {
  const tools = adaptationTools();
  if (!tools.available) throw new Error(`missing ${tools.missing.join(', ')}: run scripts/bootstrap`);
  console.log(`machine: ${machine()}, ${new Date().toISOString().slice(0, 10)}\n`);

  const { test, pool } = allisonSplit(work, TEST_SECONDS);
  console.log(
    `Allison: ${test.length} prompts (${minutes(test).toFixed(1)} min) held out; pool of ${pool.length} prompts (${minutes(pool).toFixed(1)} min)`,
  );
  const base = await wer(test);
  console.log(`unadapted WER ${percent(base.wer)} (${base.seconds.toFixed(0)} s to recognise)\n`);
  console.log(
    '| adaptation speech | prompts | words | WER, MLLR | fewer errors | MLLR took | WER, MAP means on top (what is used) | fewer errors | MAP took |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const adaptations = new Map<number, SpeakerAdaptation>();
  for (const m of MINUTES) {
    const chosen = promptsLasting(pool, m * 60);
    const { adaptation, seconds } = await adapt(chosen);
    adaptations.set(m, adaptation);
    const mllr = await wer(test, { transform: adaptation.transform });
    const started = performance.now();
    const { means } = await mapAdaptMeans({
      utterances: chosen,
      modelsDir: MODELS,
      workDir: join(work, `map-${runs++}`),
      transform: adaptation.transform,
    });
    const mapSeconds = (performance.now() - started) / 1000;
    const map = await wer(test, { transform: adaptation.transform, means });
    const used = `${m} min asked, ${(adaptation.seconds / 60).toFixed(1)} min used`;
    console.log(
      `| ${used} | ${adaptation.utterances} | ${adaptation.words} | ${percent(mllr.wer)} | ${fewer(base.wer, mllr.wer)} | ${seconds.toFixed(1)} s | ${percent(map.wer)} | ${fewer(base.wer, map.wer)} | ${mapSeconds.toFixed(1)} s |`,
    );
  }

  const clips = librivox(work);
  const phone = librivoxByTelephone(work);
  const allison = adaptations.get(10)?.transform;
  console.log(`\nLibriVox reader, ${clips.length} utterances, ${(minutes(clips) * 60).toFixed(1)} s:`);
  console.log(
    "| channel | unadapted | each with a transform from the other four | with Allison's 10-minute transform |",
  );
  console.log('|---|---|---|---|');
  for (const [label, utterances] of [
    ['as recorded (wide band)', clips],
    ['by telephone (8 kHz G.711 mu-law)', phone],
  ] as const) {
    const plain = await wer(utterances);
    const own = await leaveOneOut(utterances);
    const other = allison === undefined ? undefined : await wer(utterances, { transform: allison });
    console.log(
      `| ${label} | ${percent(plain.wer)} | ${percent(own)} | ${other ? percent(other.wer) : 'n/a'} |`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
