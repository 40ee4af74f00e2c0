import { ZCapabilitiesResponse } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../src/test-support/test-app.js';

async function capabilities(env: Record<string, string>) {
  const t = await createTestApp(env);
  try {
    const res = await t.app.inject({ url: '/api/v1/capabilities' });
    expect(res.statusCode).toBe(200);
    return ZCapabilitiesResponse.parse(res.json()).data;
  } finally {
    await t.close();
  }
}

describe('GET /api/v1/capabilities', () => {
  it('says, to anyone, whether Google sign-in and a language model are set up', async () => {
    expect(await capabilities({})).toEqual({ google_sign_in: false, language_model: false });
    expect(
      await capabilities({
        OIDC_ISSUER: 'http://127.0.0.1:9/issuer',
        OIDC_CLIENT_ID: 'id',
        OIDC_CLIENT_SECRET: 'secret',
        LLM_API_URL: 'http://127.0.0.1:9/v1',
      }),
    ).toEqual({ google_sign_in: true, language_model: true });
  });
});
