import { QUALITY_BOUNDS, type TAudioListQuery, type TQualityVerdict } from '@transcribe/contract';
import type { AudioListFilters } from '../../db/repositories/audio-list-filters.js';
import type { AudioListSort, AudioListSortKey } from '../../db/repositories/audio-list-sort.js';

/** The list's filters and sort as the API takes them (GET /api/v1/audio without its place and page). */
export type FileListView = Omit<TAudioListQuery, 'folder_id' | 'limit' | 'cursor'>;

/** Each sort's order when `order` is left out: newest, longest first; A to Z, least reviewed first. */
const NATURALLY_DESCENDING: Record<AudioListSortKey, boolean> = {
  date: true,
  name: false,
  duration: true,
  reviewed: false,
};

/** The unsure shares of each verdict, as `transcriptQuality` gives them. */
const QUALITY_SHARE: Record<TQualityVerdict, { from?: number; below?: number }> = {
  good: { below: QUALITY_BOUNDS.goodBelow },
  fair: { from: QUALITY_BOUNDS.goodBelow, below: QUALITY_BOUNDS.poorFrom },
  poor: { from: QUALITY_BOUNDS.poorFrom },
};

export function listSort(view: FileListView): AudioListSort {
  const by = view.sort ?? 'date';
  return { by, descending: view.order === undefined ? NATURALLY_DESCENDING[by] : view.order === 'desc' };
}

/**
 * A moment as created_at is stored (ISO 8601, UTC, compared as text): years past 9999 are written "+010000-…"
 * by toISOString, which would sort before every stored date, so the range is held to four-digit years.
 */
function storedMoment(text: string): string {
  const iso = new Date(text).toISOString();
  if (iso.startsWith('+')) return '9999-12-31T23:59:59.999Z';
  return iso.startsWith('-') ? '0000-01-01T00:00:00.000Z' : iso;
}

/** The repository's filters for what `userId` asked (stars are the caller's own). */
export function listFilters(userId: number, view: FileListView): AudioListFilters {
  return {
    tagIds: view.tag,
    speaker: view.speaker,
    transcript: {
      status: view.status,
      languageId: view.language,
      modelId: view.mode,
      voiceProfileId: view.voice,
      reviewedMin: view.reviewed_min,
      reviewedMax: view.reviewed_max,
      unsureShare: view.quality === undefined ? undefined : QUALITY_SHARE[view.quality],
    },
    durationMin: view.duration_min,
    durationMax: view.duration_max,
    createdFrom: view.created_from === undefined ? undefined : storedMoment(view.created_from),
    createdBefore: view.created_to === undefined ? undefined : storedMoment(view.created_to),
    starred: view.starred === undefined ? undefined : { userId, starred: view.starred },
    archived: view.archived ?? false,
  };
}
