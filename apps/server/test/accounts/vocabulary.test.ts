import { VOCABULARY_MAX_WORDS, VOCABULARY_WORD_MAX, ZVocabularyResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

describe('a personal vocabulary', () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpAndLogIn(t.app);
    bob = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  const put = (session: Session, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/user/vocabulary', headers: session.auth, payload });
  const words = async (session: Session) =>
    ZVocabularyResponse.parse(
      (await t.app.inject({ url: '/api/v1/user/vocabulary', headers: session.auth })).json(),
    ).data.words;

  it('starts empty, and keeps what was put in order, trimmed, without repeats ignoring case', async () => {
    expect(await words(alice)).toEqual([]);
    const res = await put(alice, { words: ['  Kubernetes ', 'Zoë   Ångström', 'KUBERNETES', 'gRPC'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.words).toEqual(['Kubernetes', 'Zoë Ångström', 'gRPC']);
    expect(await words(alice)).toEqual(['Kubernetes', 'Zoë Ångström', 'gRPC']);
    expect(await words(bob)).toEqual([]);
    expect((await put(alice, { words: ['OAuth'] })).statusCode).toBe(200);
    expect(await words(alice)).toEqual(['OAuth']);
  });

  it('refuses empty, over-long and control-character entries, and too many, changing nothing', async () => {
    const refusals: [object, string][] = [
      [{ words: ['ok', '   '] }, 'A vocabulary entry cannot be empty.'],
      [{ words: ['x'.repeat(VOCABULARY_WORD_MAX + 1)] }, `at most ${VOCABULARY_WORD_MAX} characters`],
      [{ words: ['bad\u0007word'] }, 'cannot hold control characters'],
      [{ words: ['right\u202Eleft'] }, 'cannot hold control characters'],
      [
        { words: Array.from({ length: VOCABULARY_MAX_WORDS + 1 }, (_, i) => `w${i}`) },
        `at most ${VOCABULARY_MAX_WORDS} words and phrases`,
      ],
      [{ words: 'Kubernetes' }, ''],
      [{}, ''],
    ];
    for (const [payload, message] of refusals) {
      const res = await put(alice, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(res.json().message).toContain(message);
    }
    expect(await words(alice)).toEqual(['OAuth']);
    const full = Array.from({ length: VOCABULARY_MAX_WORDS }, (_, i) => `word ${i}`);
    expect((await put(alice, { words: full })).json().data.words).toHaveLength(VOCABULARY_MAX_WORDS);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/v1/user/vocabulary' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/user/vocabulary', payload: { words: [] } });
    expect(res.statusCode).toBe(401);
  });
});
