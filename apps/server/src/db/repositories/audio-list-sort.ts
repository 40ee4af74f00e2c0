import type { AliasableExpression, Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../schema.js';

/**
 * What the list is sorted by, each file's key: date created_at, name lower(file_name) (A and a together on
 * both databases), duration duration_seconds, reviewed the highest reviewed_percent of its transcripts (0
 * without any), kept on the file's row (audio.reviewed_percent, migration 0047). Files with the same key follow
 * by id, in the same direction.
 */
export type AudioListSortKey = 'date' | 'name' | 'duration' | 'reviewed';

export interface AudioListSort {
  by: AudioListSortKey;
  descending: boolean;
}

/** Newest first, as the list has always been. */
export const DEFAULT_AUDIO_SORT: AudioListSort = { by: 'date', descending: true };

/** A file's place in the list's order: its sort key (as `sortKeyOf` gives it) and its id. */
export interface AudioListPosition {
  key: string | number;
  id: number;
}

type AudioEb = ExpressionBuilder<Database, 'audio'>;

/** The sort key of the `audio` row in scope. */
export function sortKeyOf(eb: AudioEb, by: AudioListSortKey): AliasableExpression<string | number> {
  switch (by) {
    case 'date':
      return eb.ref('audio.created_at');
    case 'name':
      return eb.fn<string>('lower', ['audio.file_name']);
    case 'duration':
      return eb.ref('audio.duration_seconds');
    case 'reviewed':
      return eb.ref('audio.reviewed_percent');
  }
}

/**
 * The files after `after` in the sort's order: a row comparison on (key, id), which an index on the key and id
 * (after the scope's column) serves as its range condition, so a page far down costs what the first one does
 * and files with the same key are neither skipped nor repeated.
 */
export function afterPosition(
  eb: AudioEb,
  sort: AudioListSort,
  after: AudioListPosition,
): Expression<SqlBool> {
  return eb(
    eb.tuple(sortKeyOf(eb, sort.by), eb.ref('audio.id')),
    sort.descending ? '<' : '>',
    eb.tuple(after.key, after.id),
  );
}
