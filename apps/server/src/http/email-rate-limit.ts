import { AppError } from './app-error.js';

/**
 * Counts attempts per key (an action and an e-mail address) in a sliding window, beside the per-IP limit,
 * so one address cannot be hammered from many IPs. In memory: each API process counts on its own.
 */
export class EmailRateLimit {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  check(action: string, email: string): void {
    const key = `${action}:${email.toLowerCase()}`;
    const since = Date.now() - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (recent.length >= this.limit) {
      throw new AppError(
        'RATE_LIMITED',
        'Too many attempts for this e-mail address. Please try again later.',
      );
    }
    recent.push(Date.now());
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.sweep(since);
  }

  private sweep(since: number): void {
    for (const [key, times] of this.hits) {
      if (!times.some((at) => at > since)) this.hits.delete(key);
    }
  }
}
