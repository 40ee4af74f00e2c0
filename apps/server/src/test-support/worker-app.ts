import type { AppOptions } from '../app.js';
import { makePremium, type Session, signUpAndLogIn } from './accounts.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * A test server that runs transcription jobs in this process, listening on a port of its own so event
 * streams can be read, with a signed-in user on the unlimited plan: what real-speech API tests start from.
 * `env` adds to or overrides its settings (e.g. a MODELS_DIR of the test's own).
 */
export async function createWorkerTestApp(
  env: Record<string, string> = {},
  options: Omit<AppOptions, 'runWorker'> = {},
): Promise<{ t: TestApp; base: string; session: Session }> {
  const t = await createTestApp(
    { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', ...env },
    { ...options, runWorker: true },
  );
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const session = await signUpAndLogIn(t.app);
  await makePremium(t.ctx.db, session.user.user_id);
  return { t, base, session };
}
