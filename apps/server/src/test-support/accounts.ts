import { randomBytes } from 'node:crypto';
import { type TLoginResponse, ZLoginResponse } from '@transcribe/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';

export const PASSWORD = 'correct horse battery';

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** The headers of a signed-in request. */
export type Auth = { authorization: string };
/** A signed-in test user: the login answer, the e-mail, and the headers to send. */
export type Session = TLoginResponse & { email: string; auth: Auth };

/** Signs a new user up and logs in through the real endpoints. */
export async function signUpAndLogIn(app: FastifyInstance, email = uniqueEmail()): Promise<Session> {
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/v1/user',
    payload: { user_email: email, user_password: PASSWORD },
  });
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth',
    payload: { login_email: email, login_password: PASSWORD },
  });
  const body = ZLoginResponse.parse(login.json());
  return { ...body, email, auth: { authorization: `Bearer ${body.login.login_access_token}` } };
}

/** Puts a user on the unlimited plan, for tests that transcribe more than the Free plan's 3 a day. */
export async function makePremium(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ plan: 'premium' }).where('id', '=', userId).execute();
}
