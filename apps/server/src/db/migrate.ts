import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Db, DialectKind } from './database.js';
import { accountsMigration } from './migrations/0001-accounts.js';
import { libraryMigration } from './migrations/0002-library.js';
import { transcriptionMigration } from './migrations/0003-transcription.js';
import { insightsMigration } from './migrations/0004-insights.js';
import { jobLeasesMigration } from './migrations/0005-job-leases.js';
import { searchAndApiKeysMigration } from './migrations/0006-search-and-api-keys.js';
import { webhooksMigration } from './migrations/0008-webhooks.js';
import { listIndexesMigration } from './migrations/0009-list-indexes.js';
import { mediaJournalMigration } from './migrations/0010-media-journal.js';
import { vocabulariesMigration } from './migrations/0011-vocabularies.js';
import { transcriptRevisionsMigration } from './migrations/0012-transcript-revisions.js';
import { transcriptProducedByMigration } from './migrations/0013-transcript-produced-by.js';
import { transcriptReviewMigration } from './migrations/0014-transcript-review.js';
import { voiceProfilesMigration } from './migrations/0015-voice-profiles.js';
import { shareLinksMigration } from './migrations/0016-share-links.js';
import { commentsMigration } from './migrations/0017-comments.js';
import { workspacesMigration } from './migrations/0018-workspaces.js';
import { adminMigration } from './migrations/0019-admin.js';
import { retentionMigration } from './migrations/0020-retention.js';
import { watchedImportsMigration } from './migrations/0021-watched-imports.js';
import { searchRecentSegmentsMigration } from './migrations/0022-search-recent-segments.js';
import { fileListPagesMigration } from './migrations/0023-file-list-pages.js';
import { llmUsageMigration } from './migrations/0024-llm-usage.js';
import { askHistoryMigration } from './migrations/0025-ask-history.js';
import { summaryTemplatesMigration } from './migrations/0026-summary-templates.js';
import { translationsMigration } from './migrations/0027-translations.js';
import { voiceAdaptationsMigration } from './migrations/0028-voice-adaptations.js';
import { transcriptSpeakerSaidMigration } from './migrations/0029-transcript-speaker-said.js';
import { voiceAdaptationMeansMigration } from './migrations/0030-voice-adaptation-means.js';
import { transcriptQualityMigration } from './migrations/0031-transcript-quality.js';
import { installSettingsMigration } from './migrations/0032-install-settings.js';
import { transcriptChargedDayMigration } from './migrations/0033-transcript-charged-day.js';
import { transcriptSpeakersByMigration } from './migrations/0034-transcript-speakers-by.js';
import { audioTrackNamesMigration } from './migrations/0035-audio-track-names.js';
import { audioContentHashMigration } from './migrations/0036-audio-content-hash.js';
import { importsMigration } from './migrations/0037-imports.js';
import { feedsMigration } from './migrations/0038-feeds.js';
import { readOnlyApiKeysMigration } from './migrations/0039-read-only-api-keys.js';
import { markdownCopiesMigration } from './migrations/0040-markdown-copies.js';
import { importChangesMigration } from './migrations/0041-import-changes.js';
import { tagsStarsArchiveMigration } from './migrations/0042-tags-stars-archive.js';
import { fileListFiltersMigration } from './migrations/0043-file-list-filters.js';
import { bulkJobsMigration } from './migrations/0044-bulk-jobs.js';
import { savedViewsMigration } from './migrations/0045-saved-views.js';
import { filePromptsMigration } from './migrations/0046-file-prompts.js';
import { audioReviewedMigration } from './migrations/0047-audio-reviewed.js';
import { searchSegmentSpeakersMigration } from './migrations/0048-search-segment-speakers.js';
import { videoPlaybackMigration } from './migrations/0049-video-playback.js';
import { videoExportsMigration } from './migrations/0050-video-exports.js';

/** The one migration set, in order; each entry knows how to spell itself for either database. */
function migrations(kind: DialectKind): Record<string, Migration> {
  return {
    '0001-accounts': accountsMigration(kind),
    '0002-library': libraryMigration(kind),
    '0003-transcription': transcriptionMigration(kind),
    '0004-insights': insightsMigration(),
    '0005-job-leases': jobLeasesMigration(),
    '0006-search-and-api-keys': searchAndApiKeysMigration(kind),
    '0008-webhooks': webhooksMigration(kind),
    '0009-list-indexes': listIndexesMigration(),
    '0010-media-journal': mediaJournalMigration(kind),
    '0011-vocabularies': vocabulariesMigration(),
    '0012-transcript-revisions': transcriptRevisionsMigration(kind),
    '0013-transcript-produced-by': transcriptProducedByMigration(),
    '0014-transcript-review': transcriptReviewMigration(),
    '0015-voice-profiles': voiceProfilesMigration(kind),
    '0016-share-links': shareLinksMigration(kind),
    '0017-comments': commentsMigration(kind),
    '0018-workspaces': workspacesMigration(kind),
    '0019-admin': adminMigration(kind),
    '0020-retention': retentionMigration(kind),
    '0021-watched-imports': watchedImportsMigration(kind),
    '0022-search-recent-segments': searchRecentSegmentsMigration(),
    '0023-file-list-pages': fileListPagesMigration(),
    '0024-llm-usage': llmUsageMigration(kind),
    '0025-ask-history': askHistoryMigration(kind),
    '0026-summary-templates': summaryTemplatesMigration(kind),
    '0027-translations': translationsMigration(kind),
    '0028-voice-adaptations': voiceAdaptationsMigration(kind),
    '0029-transcript-speaker-said': transcriptSpeakerSaidMigration(),
    '0030-voice-adaptation-means': voiceAdaptationMeansMigration(kind),
    '0031-transcript-quality': transcriptQualityMigration(kind),
    '0032-install-settings': installSettingsMigration(),
    '0033-transcript-charged-day': transcriptChargedDayMigration(),
    '0034-transcript-speakers-by': transcriptSpeakersByMigration(),
    '0035-audio-track-names': audioTrackNamesMigration(),
    '0036-audio-content-hash': audioContentHashMigration(),
    '0037-imports': importsMigration(kind),
    '0038-feeds': feedsMigration(kind),
    '0039-read-only-api-keys': readOnlyApiKeysMigration(),
    '0040-markdown-copies': markdownCopiesMigration(kind),
    '0041-import-changes': importChangesMigration(),
    '0042-tags-stars-archive': tagsStarsArchiveMigration(kind),
    '0043-file-list-filters': fileListFiltersMigration(),
    '0044-bulk-jobs': bulkJobsMigration(kind),
    '0045-saved-views': savedViewsMigration(kind),
    '0046-file-prompts': filePromptsMigration(),
    '0047-audio-reviewed': audioReviewedMigration(),
    '0048-search-segment-speakers': searchSegmentSpeakersMigration(kind),
    '0049-video-playback': videoPlaybackMigration(kind),
    '0050-video-exports': videoExportsMigration(kind),
  };
}

export async function migrateToLatest(db: Db, kind: DialectKind): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(kind) };
  // On PostgreSQL, keep Kysely's bookkeeping tables in the schema the connection works in: otherwise its
  // "does the table exist" check can see another schema's and skip creating its own.
  const migrationTableSchema =
    kind === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return;
    // No migration failed: Kysely's own look around before migrating did (see below), so it looks again.
    if (!failed && attempt < BOOKKEEPING_ATTEMPTS) continue;
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * Before migrating, Kysely's migrator reads the tables and columns of every schema on the server (to find its
 * own). On a server shared with other schemas, one dropped during that read fails it ("relation … does not
 * exist", "column … does not exist", "schema … does not exist"): nothing of ours was touched, so it is read
 * again, up to this many times.
 */
const BOOKKEEPING_ATTEMPTS = 10;
