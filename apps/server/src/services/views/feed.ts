import type { TFeed } from '@transcribe/contract';
import type { FeedRow } from '../../db/schema.js';

export function toFeed(row: FeedRow & { episodes: number | string | null }): TFeed {
  const folder = (JSON.parse(row.request) as { folder_id?: number }).folder_id;
  return {
    feed_id: row.id,
    feed_url: row.url,
    feed_title: row.title,
    folder_id: folder ?? null,
    feed_paused: row.paused === 1,
    feed_episodes: Number(row.episodes ?? 0),
    feed_checked_date: row.checked_at && new Date(row.checked_at).toISOString(),
    feed_error: row.error,
    feed_create_date: new Date(row.created_at).toISOString(),
  };
}
