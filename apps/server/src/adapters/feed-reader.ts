import { XMLParser } from 'fast-xml-parser';
import { DownloadError, type DownloadOptions, openDownload } from './media-download.js';

/** A feed larger than this is not a podcast feed anyone reads whole (the longest run to a few MB). */
const MAX_FEED_BYTES = 10 * 1024 * 1024;

/** One episode: the feed's id for it (its guid, else its enclosure's address), title, recording, date. */
export interface FeedEpisode {
  guid: string;
  title: string;
  url: string;
  /** Milliseconds since 1970; 0 when the feed gives no date it can be read by. */
  published: number;
}

export interface FeedReading {
  title: string;
  /** Newest first (by date, else as the feed lists them). */
  episodes: FeedEpisode[];
  etag: string | null;
  lastModified: string | null;
}

/**
 * Reads a podcast feed (RSS 2.0 or Atom) through the import's guarded download: conditionally when an ETag
 * or a Last-Modified is known ('unchanged' when the server says so). Only items with an audio or video
 * enclosure are episodes.
 */
export async function readFeed(
  url: string,
  options: DownloadOptions & { etag?: string | null; lastModified?: string | null },
): Promise<FeedReading | 'unchanged'> {
  const headers: Record<string, string> = {};
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  const download = await openDownload(url, { ...options, want: 'feed', headers });
  if (download.status === 304) {
    download.response.resume();
    return 'unchanged';
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of download.response) {
    size += (chunk as Buffer).length;
    if (size > MAX_FEED_BYTES) {
      download.response.destroy();
      throw new DownloadError('not-media', 'The feed is larger than 10 MB.');
    }
    chunks.push(chunk as Buffer);
  }
  const parsed = parseFeed(Buffer.concat(chunks).toString('utf8'));
  const etag = download.response.headers.etag ?? null;
  const lastModified = download.response.headers['last-modified'] ?? null;
  return { ...parsed, etag, lastModified };
}

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]) as Node[];
const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value).trim()
    : value && typeof value === 'object'
      ? text((value as Node)['#text'])
      : '';
const MEDIA = /^(audio|video)\//i;

/** The title and episodes of an RSS 2.0 or Atom document; not a feed: a DownloadError that says so. */
export function parseFeed(xml: string): { title: string; episodes: FeedEpisode[] } {
  let document: Node;
  try {
    document = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' }).parse(xml) as Node;
  } catch {
    throw new DownloadError('not-media', 'The link does not lead to a podcast feed (RSS or Atom).');
  }
  const channel = (document.rss as Node | undefined)?.channel as Node | undefined;
  const atom = document.feed as Node | undefined;
  if (!channel && !atom)
    throw new DownloadError('not-media', 'The link does not lead to a podcast feed (RSS or Atom).');
  const episodes = channel
    ? list(channel.item).flatMap((item) => {
        const enclosure = list(item.enclosure).find((e) => MEDIA.test(String(e['@_type'] ?? 'audio/')));
        const url = text(enclosure?.['@_url']);
        if (!url) return [];
        const guid = text(item.guid) || url;
        return [
          { guid, url, title: text(item.title) || url, published: Date.parse(text(item.pubDate)) || 0 },
        ];
      })
    : list((atom as Node).entry).flatMap((entry) => {
        const link = list(entry.link).find(
          (l) => l['@_rel'] === 'enclosure' && MEDIA.test(String(l['@_type'] ?? 'audio/')),
        );
        const url = text(link?.['@_href']);
        if (!url) return [];
        const published = Date.parse(text(entry.published) || text(entry.updated)) || 0;
        return [{ guid: text(entry.id) || url, url, title: text(entry.title) || url, published }];
      });
  // Newest first; a feed without dates keeps its own order (newest first, as feeds list them).
  const ordered = episodes
    .map((episode, index) => ({ episode, index }))
    .sort((a, b) => b.episode.published - a.episode.published || a.index - b.index)
    .map(({ episode }) => episode);
  return { title: text((channel ?? atom)?.title) || 'Podcast', episodes: ordered };
}
