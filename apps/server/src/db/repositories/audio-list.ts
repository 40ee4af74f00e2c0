import type { Db } from '../database.js';
import type { AudioRow } from '../schema.js';
import { type AudioListFilters, audioFiltersMatch } from './audio-list-filters.js';
import {
  type AudioListPosition,
  type AudioListSort,
  afterPosition,
  DEFAULT_AUDIO_SORT,
  sortKeyOf,
} from './audio-list-sort.js';
import type { TranscriptListRow } from './transcripts.js';

export type AudioListScope = { folderId: number } | { userId: number };

/** At most `limit` files (all without it) after `after` (from the start without it), in `sort`'s order. */
export interface AudioListPage {
  limit?: number | undefined;
  after?: AudioListPosition | undefined;
  /** Newest first when left out. */
  sort?: AudioListSort | undefined;
}

export interface AudioWithTranscripts {
  audio: AudioRow;
  transcripts: TranscriptListRow[];
  /** The file's sort key, for the position after it (see AudioListPosition). */
  sortKey: string | number;
}

/**
 * The files of the scope that pass the filters, in the sort's order, or one page of them: a keyset on
 * (sort key, id). Newest first reads the index of the scope (audio_folder_created_id or audio_user_created_id,
 * migration 0023), so a page far down costs what the first one does and files with the same timestamp are
 * neither skipped nor repeated. Recent Files by name or duration read (user_id, key, id) the same way
 * (migration 0043), and by reviewed share (migration 0047); a folder's other sorts sort the files that pass.
 * Exported for the test that reads its query plan.
 */
export function audioPageQuery(
  db: Db,
  scope: AudioListScope,
  page: AudioListPage = {},
  filters: AudioListFilters = {},
) {
  const sort = page.sort ?? DEFAULT_AUDIO_SORT;
  let query = db
    .selectFrom('audio')
    .selectAll('audio')
    .select((eb) => sortKeyOf(eb, sort.by).as('sort_key'));
  query =
    'folderId' in scope
      ? query.where('audio.folder_id', '=', scope.folderId)
      : query
          .where('audio.user_id', '=', scope.userId)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('folders')
                .select('folders.id')
                .whereRef('folders.id', '=', 'audio.folder_id')
                .where('folders.workspace_id', 'is', null),
            ),
          );
  query = query.where((eb) => audioFiltersMatch(eb, filters));
  const { after, limit } = page;
  if (after) query = query.where((eb) => afterPosition(eb, sort, after));
  const direction = sort.descending ? 'desc' : 'asc';
  query = query.orderBy('sort_key', direction).orderBy('audio.id', direction);
  return limit === undefined ? query : query.limit(limit);
}

/**
 * The audio of one folder (whoever uploaded it), or all of the user's own (not in a workspace's folders),
 * that pass the filters, in the sort's order (newest first by default), each with its transcripts (newest
 * first, without their text), read in one query: the page of files, then a row per transcript, joined.
 */
export async function listAudioWithTranscripts(
  db: Db,
  scope: AudioListScope,
  page: AudioListPage = {},
  filters: AudioListFilters = {},
): Promise<AudioWithTranscripts[]> {
  const sort = page.sort ?? DEFAULT_AUDIO_SORT;
  const direction = sort.descending ? 'desc' : 'asc';
  const rows = await db
    .selectFrom(audioPageQuery(db, scope, page, filters).as('audio'))
    .leftJoin('transcripts', 'transcripts.audio_id', 'audio.id')
    .selectAll('audio')
    .select([
      'transcripts.id as t_id',
      'transcripts.status as t_status',
      'transcripts.progress as t_progress',
      'transcripts.model_id as t_model_id',
      'transcripts.language_id as t_language_id',
      'transcripts.num_speakers as t_num_speakers',
      'transcripts.num_speakers_requested as t_num_speakers_requested',
      'transcripts.reviewed_percent as t_reviewed_percent',
      'transcripts.unsure_share as t_unsure_share',
      'transcripts.redo as t_redo',
    ])
    .orderBy('audio.sort_key', direction)
    .orderBy('audio.id', direction)
    .orderBy('transcripts.id', 'desc')
    .execute();
  const list: AudioWithTranscripts[] = [];
  for (const row of rows) {
    // The row stands for its audio as it is (no copy): its transcript columns are simply not read there.
    if (list.at(-1)?.audio.id !== row.id) list.push({ audio: row, transcripts: [], sortKey: row.sort_key });
    if (row.t_id === null) continue;
    // A joined transcript's NOT NULL columns are all set whenever its id is (the join types them nullable).
    list.at(-1)?.transcripts.push({
      id: row.t_id,
      audio_id: row.id,
      status: row.t_status as TranscriptListRow['status'],
      progress: row.t_progress as number,
      model_id: row.t_model_id as number,
      language_id: row.t_language_id as number,
      num_speakers: row.t_num_speakers,
      num_speakers_requested: row.t_num_speakers_requested as number,
      reviewed_percent: row.t_reviewed_percent as number,
      unsure_share: row.t_unsure_share as number | null,
      redo: row.t_redo,
    });
  }
  return list;
}
