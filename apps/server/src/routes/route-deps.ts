import type { AppContext } from '../app-context.js';
import type { EmailRateLimit } from '../http/email-rate-limit.js';
import type { RateLimits } from '../http/rate-limits.js';
import type { GoogleSignIn } from '../services/accounts/google-sign-in.js';
import type { LiveDrafts } from '../services/uploads/live-drafts.js';

/** What route plugins are given: the services' context plus the HTTP-level helpers. */
export interface RouteDeps {
  ctx: AppContext;
  /** The counters of every rate limit, shared by all API processes on PostgreSQL. */
  limits: RateLimits;
  emailRateLimit: EmailRateLimit;
  googleSignIn: GoogleSignIn;
  /** Per-IP limit for the sign-up, login and reset routes (`config.rateLimit` of @fastify/rate-limit). */
  authIpLimit: { max: number; timeWindow: number };
  /** The live drafts of recordings being uploaded to this process, ended when the app closes. */
  liveDrafts: LiveDrafts;
}
