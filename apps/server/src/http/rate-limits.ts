import pg from 'pg';
import {
  type IRateLimiterStoreOptions,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Config } from '../config/config.js';
import { AppError } from '../domain/app-error.js';

type Limiter = RateLimiterMemory | RateLimiterPostgres;
/** Makes a limiter of `points` per `windowMs` under a key prefix; ready once its table exists. */
type LimiterFactory = (prefix: string, points: number, windowMs: number) => Promise<Limiter>;

/**
 * The counters behind every rate limit (per IP on the auth routes, per e-mail address, per user's uploads):
 * in this process's memory in the embedded default, in one PostgreSQL table when the database is
 * PostgreSQL, so N API processes together allow the limit once, not N times.
 */
export class RateLimits {
  private readonly limiters = new Map<string, Promise<Limiter>>();

  private constructor(
    private readonly make: LimiterFactory,
    private readonly close_: () => Promise<void>,
  ) {}

  static create(config: Config): RateLimits {
    if (config.database.kind === 'sqlite') {
      return new RateLimits(
        async (keyPrefix, points, windowMs) =>
          new RateLimiterMemory({ keyPrefix, points, duration: windowMs / 1000 }),
        async () => {},
      );
    }
    const pool = new pg.Pool({ connectionString: config.database.url, max: 4 });
    const make: LimiterFactory = (keyPrefix, points, windowMs) =>
      new Promise((resolve, reject) => {
        const options: IRateLimiterStoreOptions = {
          storeClient: pool,
          storeType: 'pool',
          tableName: 'rate_limits',
          keyPrefix,
          points,
          duration: windowMs / 1000,
        };
        const limiter = new RateLimiterPostgres(options, (error?: Error) =>
          error ? reject(error) : resolve(limiter),
        );
      });
    return new RateLimits(make, () => pool.end());
  }

  /** Counts one hit; `current` is the count in the window so far, `ttlMs` the time until it starts over. */
  async hit(
    prefix: string,
    key: string,
    max: number,
    windowMs: number,
  ): Promise<{ current: number; ttlMs: number }> {
    const limiter = await this.limiter(prefix, max, windowMs);
    const res = await limiter.penalty(key, 1);
    return { current: res.consumedPoints, ttlMs: res.msBeforeNext };
  }

  /** Counts one hit and refuses with `message` (429) once over `max` in the window. */
  async consume(prefix: string, key: string, max: number, windowMs: number, message: string): Promise<void> {
    const limiter = await this.limiter(prefix, max, windowMs);
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new AppError('RATE_LIMITED', message);
      throw error;
    }
  }

  close(): Promise<void> {
    return this.close_();
  }

  private limiter(prefix: string, max: number, windowMs: number): Promise<Limiter> {
    const name = `${prefix}:${max}:${windowMs}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = this.make(prefix, max, windowMs);
      this.limiters.set(name, limiter);
    }
    return limiter;
  }
}
