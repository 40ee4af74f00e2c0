import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database, TranscriptStatus } from '../schema.js';

/** Conditions on one transcript: a file matches when one of its transcripts meets all of them together. */
export interface TranscriptFilter {
  status?: TranscriptStatus | undefined;
  languageId?: number | undefined;
  modelId?: number | undefined;
  voiceProfileId?: number | undefined;
  /** reviewed_percent from / up to, inclusive. */
  reviewedMin?: number | undefined;
  reviewedMax?: number | undefined;
  /** A completed transcript whose unsure share is at least `from` and below `below` (a quality verdict). */
  unsureShare?: { from?: number | undefined; below?: number | undefined } | undefined;
}

/** What the file list keeps: files meeting every condition given. None given: every file not archived. */
export interface AudioListFilters {
  /** Files bearing every one of these tags. */
  tagIds?: number[] | undefined;
  /** Files in whose indexed transcript a speaker of this name speaks (capitals or not, as the database lowers them). */
  speaker?: string | undefined;
  transcript?: TranscriptFilter | undefined;
  /** duration_seconds from / up to, inclusive. */
  durationMin?: number | undefined;
  durationMax?: number | undefined;
  /** created_at on or after `createdFrom`, and before `createdBefore` (ISO 8601, UTC, as stored). */
  createdFrom?: string | undefined;
  createdBefore?: string | undefined;
  /** Files this user starred (`starred` true) or did not (false). */
  starred?: { userId: number; starred: boolean } | undefined;
  /** true: archived files only; false or left out: only those not archived. */
  archived?: boolean | undefined;
}

type AudioEb = ExpressionBuilder<Database, 'audio'>;

/** One transcript of the file meeting the transcript conditions (an EXISTS through transcripts_audio_reviewed). */
function transcriptMatches(eb: AudioEb, filter: TranscriptFilter): Expression<SqlBool> {
  let query = eb
    .selectFrom('transcripts')
    .select('transcripts.id')
    .whereRef('transcripts.audio_id', '=', 'audio.id');
  const { status, languageId, modelId, voiceProfileId, reviewedMin, reviewedMax, unsureShare } = filter;
  if (status !== undefined) query = query.where('transcripts.status', '=', status);
  if (languageId !== undefined) query = query.where('transcripts.language_id', '=', languageId);
  if (modelId !== undefined) query = query.where('transcripts.model_id', '=', modelId);
  if (voiceProfileId !== undefined) query = query.where('transcripts.voice_profile_id', '=', voiceProfileId);
  if (reviewedMin !== undefined) query = query.where('transcripts.reviewed_percent', '>=', reviewedMin);
  if (reviewedMax !== undefined) query = query.where('transcripts.reviewed_percent', '<=', reviewedMax);
  if (unsureShare) {
    // A verdict is shown only for a completed transcript with words (a null share matches none).
    query = query
      .where('transcripts.status', '=', 'completed')
      .where('transcripts.unsure_share', 'is not', null);
    if (unsureShare.from !== undefined)
      query = query.where('transcripts.unsure_share', '>=', unsureShare.from);
    if (unsureShare.below !== undefined)
      query = query.where('transcripts.unsure_share', '<', unsureShare.below);
  }
  return eb.exists(query);
}

/** The filters as one condition on the list's `audio` rows. */
export function audioFiltersMatch(eb: AudioEb, filters: AudioListFilters): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [
    eb('audio.archived_at', filters.archived ? 'is not' : 'is', null),
  ];
  for (const tagId of new Set(filters.tagIds ?? [])) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('audio_tags')
          .select('audio_tags.tag_id')
          .whereRef('audio_tags.audio_id', '=', 'audio.id')
          .where('audio_tags.tag_id', '=', tagId),
      ),
    );
  }
  if (filters.speaker !== undefined) {
    const name = filters.speaker;
    conditions.push(
      eb.exists(
        eb
          .selectFrom('search_segments')
          .select('search_segments.id')
          .whereRef('search_segments.audio_id', '=', 'audio.id')
          .where(sql<SqlBool>`lower(search_segments.speaker) = lower(${name})`),
      ),
    );
  }
  if (filters.transcript && Object.values(filters.transcript).some((value) => value !== undefined))
    conditions.push(transcriptMatches(eb, filters.transcript));
  const { durationMin, durationMax, createdFrom, createdBefore, starred } = filters;
  if (durationMin !== undefined) conditions.push(eb('audio.duration_seconds', '>=', durationMin));
  if (durationMax !== undefined) conditions.push(eb('audio.duration_seconds', '<=', durationMax));
  if (createdFrom !== undefined) conditions.push(eb('audio.created_at', '>=', createdFrom));
  if (createdBefore !== undefined) conditions.push(eb('audio.created_at', '<', createdBefore));
  if (starred) {
    const star = eb
      .selectFrom('audio_stars')
      .select('audio_stars.audio_id')
      .where('audio_stars.user_id', '=', starred.userId)
      .whereRef('audio_stars.audio_id', '=', 'audio.id');
    conditions.push(starred.starred ? eb.exists(star) : eb.not(eb.exists(star)));
  }
  return eb.and(conditions);
}
