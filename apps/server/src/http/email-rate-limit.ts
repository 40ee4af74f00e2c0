import type { RateLimits } from './rate-limits.js';

/**
 * Counts attempts per action and e-mail address, beside the per-IP limit, so one address cannot be
 * hammered from many IPs; shared by all API processes when the counters live in PostgreSQL.
 */
export class EmailRateLimit {
  constructor(
    private readonly limits: RateLimits,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  check(action: string, email: string): Promise<void> {
    return this.limits.consume(
      `email:${action}`,
      email.toLowerCase(),
      this.limit,
      this.windowMs,
      'Too many attempts for this e-mail address. Please try again later.',
    );
  }
}
