import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcriptById } from '../../src/db/repositories/transcripts.js';
import { makePremium, type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { uploadFromDisk } from '../../src/test-support/library.js';
import { modelsDirWith } from '../../src/test-support/models-dir.js';
import { librivoxClips } from '../../src/test-support/speech-fixtures.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { requestTranscription } from '../../src/test-support/transcripts.js';
import { createWorker } from '../../src/workers/create-worker.js';

// A model removed (from the console, or by hand) while a transcription that asked for it waits in the queue:
// that job fails and says why; nothing else does.
describe('a queued job whose model was removed', { timeout: 60_000 }, () => {
  let t: TestApp;
  let session: Session;
  let modelsDir: string;
  beforeAll(async () => {
    modelsDir = modelsDirWith({ transducer: {} });
    t = await createTestApp({ MODELS_DIR: modelsDir });
    session = await signUpAndLogIn(t.app);
    await makePremium(t.ctx.db, session.user.user_id);
  });
  afterAll(async () => {
    await t.close();
    rmSync(modelsDir, { recursive: true, force: true });
  });

  it('fails with a clear message, while a job of the built-in engine goes on', async () => {
    const wav = librivoxClips()[0]?.path ?? '';
    const audioId = await uploadFromDisk(t.app, session.auth, wav, 'clip.wav');
    const ask = (mode: number) =>
      requestTranscription(t.app, session.auth, audioId, {
        audio_transcript_model_id: mode,
        audio_transcript_language_id: 1,
        audio_transcript_num_speakers: 1,
      });
    const accurate = (await ask(101)).json().data.audio_transcript_id as number;
    const fast = (await ask(1)).json().data.audio_transcript_id as number;
    rmSync(join(modelsDir, 'parakeet-v3'), { recursive: true });
    t.ctx.catalogue.refresh();

    const worker = createWorker(t.ctx, t.app.log);
    worker.start();
    try {
      const settled = async (id: number) => {
        for (;;) {
          const row = await transcriptById(t.ctx.db, id);
          if (row && ['completed', 'failed'].includes(row.status)) return row;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      expect(await settled(accurate)).toMatchObject({
        status: 'failed',
        error_message: 'The chosen model is no longer available on this server.',
      });
      expect((await settled(fast)).status).toBe('completed');
    } finally {
      await worker.stop();
    }
  });
});
