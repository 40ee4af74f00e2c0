import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RateLimits } from './rate-limits.js';

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];
/** What the plugin adds to a route's options before handing them to `child`. */
type RouteScoped = FastifyRateLimitOptions & { routeInfo?: { method?: unknown; url?: string } };

/**
 * A store for @fastify/rate-limit that counts in RateLimits, so the per-IP limits of the auth routes hold
 * across every API process; each route counts under its own key prefix, as the plugin's local store does.
 */
export function sharedRateLimitStore(limits: RateLimits) {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(readonly options: RouteScoped) {}

    /** The plugin passes the route's resolved window (ms) and maximum after the callback. */
    incr(key: string, callback: StoreCallback, timeWindow = 60_000, max = 1000): void {
      const route = this.options.routeInfo;
      const prefix = `ip:${String(route?.method ?? '')}:${route?.url ?? ''}`;
      limits.hit(prefix, key, max, timeWindow).then(
        ({ current, ttlMs }) => callback(null, { current, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteScoped): SharedRateLimitStore {
      return new SharedRateLimitStore({ ...this.options, ...routeOptions });
    }
  };
}
