import { ADMIN, PASSWORD } from './specs/owner';

/**
 * The install's first account is its owner: an administrator on premium. The specs' administrator signs up
 * before any spec runs (the app is already serving), so every account a spec makes is an ordinary member on
 * the Free plan, whichever spec runs first.
 */
export default async function globalSetup() {
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_PORT ?? 28080}/api/v1/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_email: ADMIN, user_password: PASSWORD }),
  });
  if (response.status !== 201 && response.status !== 409)
    throw new Error(`the owner's sign-up answered ${response.status}: ${await response.text()}`);
}
