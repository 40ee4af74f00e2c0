import type { TLoginTokens } from '@transcribe/contract';
import * as oidc from 'openid-client';
import type { AppContext } from '../../app-context.js';
import {
  findIdentityUser,
  linkIdentity,
  saveOidcRequest,
  takeOidcRequest,
} from '../../db/repositories/oidc.js';
import { findUserByEmail, insertUserWithRoot } from '../../db/repositories/users.js';
import { AppError } from '../../domain/app-error.js';
import { startSession } from './sessions.js';

export const CALLBACK_PATH = '/api/v1/auth/google/callback';

const notConfigured = () =>
  new AppError('GOOGLE_NOT_CONFIGURED', 'Google sign-in is not configured on this server.');
const failed = (why: string) => new AppError('GOOGLE_SIGN_IN_FAILED', `Google sign-in failed: ${why}`);

/** Google (or any OpenID Connect issuer) sign-in with PKCE, state and nonce; issuer metadata is fetched once. */
export function createGoogleSignIn(ctx: AppContext) {
  let discovered: Promise<oidc.Configuration> | undefined;
  const settings = ctx.config.oidc;
  const redirectUri = `${ctx.config.publicUrl}${CALLBACK_PATH}`;

  function configuration(): Promise<oidc.Configuration> {
    if (!settings) throw notConfigured();
    discovered ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        execute: settings.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw failed(`the sign-in provider could not be reached (${String(error)}).`);
      });
    return discovered;
  }

  async function authorizationUrl(): Promise<string> {
    const config = await configuration();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await saveOidcRequest(ctx.db, { state, codeVerifier, nonce });
    return oidc
      .buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      .toString();
  }

  /** Finishes the sign-in from the callback URL: verifies the ID token, then finds, links or creates the user. */
  async function complete(callbackUrl: URL): Promise<TLoginTokens> {
    const config = await configuration();
    const pending = await takeOidcRequest(ctx.db, callbackUrl.searchParams.get('state') ?? '');
    if (!pending) throw failed('the sign-in request expired. Please try again.');
    const tokens = await oidc
      .authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.code_verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      })
      .catch((error: unknown) => {
        throw failed(error instanceof Error ? error.message : String(error));
      });
    const claims = tokens.claims();
    if (!claims) throw failed('no ID token was returned.');
    return startSession(ctx, await userFor(config.serverMetadata().issuer, claims));
  }

  async function userFor(issuer: string, claims: oidc.IDToken): Promise<number> {
    const known = await findIdentityUser(ctx.db, issuer, claims.sub);
    if (known) return known.user_id;
    const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined;
    if (!email || claims.email_verified !== true) throw failed('the account has no verified e-mail address.');
    const fullName = typeof claims.name === 'string' ? claims.name : null;
    const user =
      (await findUserByEmail(ctx.db, email)) ??
      (await insertUserWithRoot(ctx.db, {
        email,
        passwordHash: null,
        fullName,
        plan: ctx.config.defaultPlan,
      }));
    await linkIdentity(ctx.db, user.id, issuer, claims.sub);
    return user.id;
  }

  return { authorizationUrl, complete };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
