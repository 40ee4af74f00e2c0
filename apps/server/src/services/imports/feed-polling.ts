import type { AppContext } from '../../app-context.js';
import { feedsDue } from '../../db/repositories/feeds.js';
import type { Logger } from '../../domain/logger.js';
import { pollFeed } from './feeds.js';

/**
 * Where the worker runs: every subscribed feed not paused is read again once per FEEDS_POLL_MINUTES (the
 * loop looks every minute for the feeds whose turn it is), its new episodes imported one after another.
 */
export class FeedPolling {
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private stopping = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: Logger,
    private readonly lookEveryMs = 60_000,
  ) {}

  start(): void {
    if (this.timer || this.polling || this.stopping) return;
    this.schedule(0);
  }

  /** Stops looking; a feed being read finishes first. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.polling;
  }

  /** Reads every feed whose turn it is. */
  async poll(): Promise<void> {
    const before = new Date(Date.now() - this.ctx.config.imports.feedPollMs).toISOString();
    for (const feed of await feedsDue(this.ctx.db, before)) {
      if (this.stopping) return;
      await pollFeed(this.ctx, feed, this.log);
    }
  }

  private schedule(delay = this.lookEveryMs): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.polling = this.poll()
        .catch((error: unknown) => this.log.error({ err: error }, 'podcast feeds: a look failed'))
        .finally(() => {
          this.polling = undefined;
          if (!this.stopping) this.schedule();
        });
    }, delay);
    this.timer.unref();
  }
}
