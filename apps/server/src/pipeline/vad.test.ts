import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { speechFixtures, speechModelsDir } from '../test-support/speech-fixtures.js';
import { decodeToPcm } from './decode.js';
import { PipelineError } from './pipeline-error.js';
import { detectSpeech } from './vad.js';

const work = mkdtempSync(join(tmpdir(), 'transcribe-vad-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const signal = new AbortController().signal;

describe('detectSpeech', () => {
  it('finds each sentence of a real reading and the pauses between them', async () => {
    const { conversation } = speechFixtures();
    const audio = await decodeToPcm({
      ffmpegPath: 'ffmpeg',
      inputPath: conversation.wav,
      pcmPath: join(work, 'c.pcm'),
      signal,
    });
    const regions = await detectSpeech({ pcmPath: audio.pcmPath, modelsDir: speechModelsDir(), signal });
    // Every turn of the conversation (0.6 s apart) is covered by speech, and regions are ordered and disjoint.
    for (const turn of conversation.turns) {
      const covered = regions.reduce(
        (sum, r) => sum + Math.max(0, Math.min(r.end, turn.end) - Math.max(r.start, turn.start)),
        0,
      );
      expect(covered / (turn.end - turn.start)).toBeGreaterThan(0.8);
    }
    for (let i = 1; i < regions.length; i++)
      expect(regions[i]?.start).toBeGreaterThan(regions[i - 1]?.end as number);
    expect(regions.at(-1)?.end).toBeLessThanOrEqual(audio.durationSeconds);
    expect(regions.length).toBeGreaterThanOrEqual(conversation.turns.length);
  });

  it('finds no speech in silence or a steady tone', async () => {
    for (const source of ['anullsrc=r=16000:cl=mono', 'sine=frequency=440:sample_rate=16000']) {
      const pcmPath = join(work, 'quiet.pcm');
      execFileSync('ffmpeg', [
        '-v',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        source,
        '-t',
        '5',
        '-f',
        's16le',
        pcmPath,
      ]);
      expect(await detectSpeech({ pcmPath, modelsDir: speechModelsDir(), signal })).toEqual([]);
    }
  });

  it('fails clearly, not to be retried, when the model is missing', async () => {
    const error = await detectSpeech({ pcmPath: '/dev/null', modelsDir: work, signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PipelineError);
    expect(error).toMatchObject({
      retryable: false,
      message: expect.stringContaining('run scripts/bootstrap'),
    });
  });
});
