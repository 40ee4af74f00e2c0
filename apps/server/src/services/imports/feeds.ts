import type { TFeed, TFeedRequest } from '@transcribe/contract';
import { type FeedEpisode, readFeed } from '../../adapters/feed-reader.js';
import { DownloadError } from '../../adapters/media-download.js';
import type { AppContext } from '../../app-context.js';
import {
  deleteFeed,
  feedOf,
  feedsOf,
  insertFeed,
  linkEpisodeImport,
  noteEpisode,
  seenEpisodes,
  updateFeed,
} from '../../db/repositories/feeds.js';
import type { FeedRow } from '../../db/schema.js';
import { AppError, notFound } from '../../domain/app-error.js';
import type { Logger } from '../../domain/logger.js';
import { toFeed } from '../views/feed.js';
import { beginImport, checkImportRequest } from './link-imports.js';

/** What a feed's episodes are imported with (the subscription's choices, kept as JSON). */
type FeedImport = Omit<TFeedRequest, 'url' | 'back_episodes'>;

/**
 * Subscribes the user to a podcast feed: the folder, mode and language and the address are checked, the feed
 * is read at once (a page or an unreachable feed is refused), its newest `back_episodes` episodes are imported
 * (in the background, oldest of them first) and the rest are noted as seen, so only new ones come later.
 */
export async function subscribe(
  ctx: AppContext,
  userId: number,
  request: TFeedRequest,
  log: Logger,
): Promise<TFeed> {
  const { url, back_episodes: back, ...choices } = request;
  await checkImportRequest(ctx, userId, request);
  const reading = await readFeed(url, { allowPrivate: ctx.config.imports.allowPrivateAddresses }).catch(
    (error: unknown) => {
      throw error instanceof DownloadError ? new AppError('IMPORT_UNREACHABLE', error.message) : error;
    },
  );
  if (reading === 'unchanged') throw new AppError('IMPORT_UNREACHABLE', 'The feed could not be read.');
  const now = new Date().toISOString();
  const row = await insertFeed(ctx.db, {
    userId,
    url,
    title: reading.title.slice(0, 200),
    request: JSON.stringify(choices),
    now,
  });
  await updateFeed(ctx.db, row.id, {
    etag: reading.etag,
    last_modified: reading.lastModified,
    checked_at: now,
  });
  for (const old of reading.episodes.slice(back)) await noteEpisode(ctx.db, row.id, old.guid, null);
  void importEpisodes(ctx, row, reading.episodes.slice(0, back), log).catch((error: unknown) =>
    log.error({ err: error, feedId: row.id }, 'podcast feed: its first episodes could not be imported'),
  );
  return feedFor(ctx, userId, row.id);
}

/** Reads the feed again (conditionally) and imports the episodes it has not seen, oldest first. */
export async function pollFeed(ctx: AppContext, feed: FeedRow, log: Logger): Promise<void> {
  const checked = new Date().toISOString();
  try {
    const reading = await readFeed(feed.url, {
      allowPrivate: ctx.config.imports.allowPrivateAddresses,
      etag: feed.etag,
      lastModified: feed.last_modified,
    });
    if (reading === 'unchanged')
      return await updateFeed(ctx.db, feed.id, { checked_at: checked, error: null });
    await updateFeed(ctx.db, feed.id, {
      checked_at: checked,
      error: null,
      etag: reading.etag,
      last_modified: reading.lastModified,
    });
    const seen = await seenEpisodes(ctx.db, feed.id);
    await importEpisodes(
      ctx,
      feed,
      reading.episodes.filter((episode) => !seen.has(episode.guid)),
      log,
    );
  } catch (error) {
    log.warn({ err: error, feedId: feed.id }, 'podcast feed could not be read');
    const message = error instanceof Error ? error.message : 'The feed could not be read.';
    await updateFeed(ctx.db, feed.id, { checked_at: checked, error: message });
  }
}

/** Imports episodes (given newest first) one after another, oldest first; each is noted before it begins. */
async function importEpisodes(ctx: AppContext, feed: FeedRow, episodes: FeedEpisode[], log: Logger) {
  const choices = JSON.parse(feed.request) as FeedImport;
  for (const episode of [...episodes].reverse()) {
    // Another poll (another worker) noted it first: it is theirs to import.
    if (!(await noteEpisode(ctx.db, feed.id, episode.guid, null))) continue;
    const request = { ...choices, url: episode.url, keep_duplicate: false };
    const { row, done } = await beginImport(ctx, feed.user_id, request, log);
    await linkEpisodeImport(ctx.db, feed.id, episode.guid, row.id);
    await done;
  }
}

export async function feedFor(ctx: AppContext, userId: number, id: number): Promise<TFeed> {
  const feed = (await feedsOf(ctx.db, userId)).find((row) => row.id === id);
  if (!feed) throw notFound('Feed');
  return toFeed(feed);
}

export async function feedsFor(ctx: AppContext, userId: number): Promise<TFeed[]> {
  return (await feedsOf(ctx.db, userId)).map(toFeed);
}

export async function pauseFeed(
  ctx: AppContext,
  userId: number,
  id: number,
  paused: boolean,
): Promise<TFeed> {
  if (!(await feedOf(ctx.db, userId, id))) throw notFound('Feed');
  await updateFeed(ctx.db, id, { paused: paused ? 1 : 0 });
  return feedFor(ctx, userId, id);
}

export async function unsubscribe(ctx: AppContext, userId: number, id: number): Promise<void> {
  if (!(await feedOf(ctx.db, userId, id))) throw notFound('Feed');
  await deleteFeed(ctx.db, id);
}
