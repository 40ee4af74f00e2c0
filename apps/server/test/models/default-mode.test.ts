import { rmSync } from 'node:fs';
import { ZModelListResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePremium, type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { uploadOk } from '../../src/test-support/library.js';
import { modelsDirWith } from '../../src/test-support/models-dir.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { requestTranscription } from '../../src/test-support/transcripts.js';

// With the accurate model installed, a request that names no mode gets it; an administrator can pin another
// as the default, which holds for the languages it transcribes.
describe('the default transcription mode', () => {
  let t: TestApp;
  let admin: Session;
  let modelsDir: string;
  beforeAll(async () => {
    modelsDir = modelsDirWith({ transducer: {} });
    t = await createTestApp({ MODELS_DIR: modelsDir });
    admin = await signUpAndLogIn(t.app); // the install's first account
    await makePremium(t.ctx.db, admin.user.user_id);
  });
  afterAll(async () => {
    await t.close();
    rmSync(modelsDir, { recursive: true, force: true });
  });

  const pin = (id: number | null) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/default-mode',
      headers: admin.auth,
      payload: { audio_transcript_model_id: id },
    });
  const modeOf = async (languageId: number) => {
    const audio = await uploadOk(t.app, admin.auth, 'tone.wav');
    const res = await requestTranscription(t.app, admin.auth, audio.audio_id, {
      audio_transcript_language_id: languageId,
    });
    return res.json().data.audio_transcript_model.audio_transcript_model_name as string;
  };
  const pinned = async () =>
    ZModelListResponse.parse(
      (await t.app.inject({ url: '/api/v1/audio/transcript/model', headers: admin.auth })).json(),
    )
      .data.filter((mode) => mode.audio_transcript_model_pinned)
      .map((mode) => mode.audio_transcript_model_id);

  it('is the most accurate mode for the language, unless an administrator pins one', async () => {
    expect(await modeOf(1)).toMatch(/^Accurate/);
    expect(await pinned()).toEqual([]);

    expect((await pin(1)).json()).toEqual({ success: true, data: { audio_transcript_model_id: 1 } });
    expect(await pinned()).toEqual([1]);
    expect(await modeOf(1)).toBe('Fast');
    // The pinned built-in engine has no German: the most accurate mode that has it is taken.
    expect(await modeOf(4)).toMatch(/^Accurate/);
    expect(
      (await t.app.inject({ url: '/api/v1/admin/models', headers: admin.auth })).json().data.default_mode_id,
    ).toBe(1);

    expect((await pin(99)).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'This transcription model is not available on this server.',
    });
    await pin(null);
    expect(await modeOf(1)).toMatch(/^Accurate/);
    const audit = (await t.app.inject({ url: '/api/v1/admin/audit', headers: admin.auth })).json().data
      .entries;
    expect(audit.map((entry: { audit_target: string }) => entry.audit_target)).toEqual([
      'mode:most-accurate',
      'mode:1',
    ]);
  });
});
