import type {
  TBulkActionName,
  TBulkStatus,
  TRetentionScope,
  TRevisionKind,
  TSubtitleLook,
  TTranscriptStatus,
  TTranslationStatus,
  TVideoExportStatus,
  TVideoPlayback,
  TWorkspaceRole,
} from '@transcribe/contract';
import type { Generated, Insertable, Selectable } from 'kysely';

/** Timestamps are ISO 8601 UTC strings in both databases, so they sort and compare the same way. */
type Timestamp = string;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  full_name: string | null;
  username: string | null;
  plan: 'free' | 'premium';
  created_at: Timestamp;
  /** 1: an administrator (also anyone in ADMIN_EMAILS). */
  is_admin: Generated<number>;
  /** When an administrator disabled the account; null: it works. */
  disabled_at: Generated<Timestamp | null>;
  /** Personal files older than this many days are removed by housekeeping; null: kept forever. */
  retention_days: Generated<number | null>;
  retention_scope: Generated<RetentionScope>;
}

/** What retention removes: 'audio' the media only (the transcript stays), 'all' the whole file. */
export type RetentionScope = TRetentionScope;

export interface FoldersTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** null for the user's root folder (the API shows 0). */
  parent_id: number | null;
  created_at: Timestamp;
  /** The workspace the folder belongs to; null: its user's own. */
  workspace_id: Generated<number | null>;
  /** The summary template its files get by default: a built-in one's name or an own template's id; null: none. */
  summary_template: Generated<string | null>;
  /** JSON array of words its files are transcribed with; null: none. */
  vocabulary: Generated<string | null>;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  /** Every token issued by rotating one login shares a family; reuse of a rotated token revokes it. */
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  rotated_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface OidcRequestsTable {
  state: string;
  code_verifier: string;
  nonce: string;
  created_at: Timestamp;
}

export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  issuer: string;
  subject: string;
  created_at: Timestamp;
}

export interface DailyUsageTable {
  user_id: number;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  count: number;
}

export interface AudioTable {
  id: Generated<number>;
  user_id: number;
  folder_id: number;
  /** The name shown and used for download: the original upload name until renamed. */
  file_name: string;
  /** Server-generated name in the media store; nothing from the client reaches the filesystem. */
  storage_key: string;
  mime_type: string;
  size_bytes: number;
  duration_seconds: number;
  has_audio: number;
  has_video: number;
  /** A file made of tracks: JSON array of the tracks' names, one a channel; null otherwise. */
  track_names: Generated<string | null>;
  /** SHA-256 (hex) of the bytes as uploaded, to find the same file uploaded again; null when made on the server. */
  content_sha256: Generated<string | null>;
  upload_language: string | null;
  upload_mode: string | null;
  upload_diarize: number;
  upload_speaker_count: number | null;
  created_at: Timestamp;
  /** When retention removed the media (the transcript stays); null: the media is there. */
  media_removed_at: Generated<Timestamp | null>;
  /** When it was archived: out of every default view, in the Archive. Null: not archived. */
  archived_at: Generated<Timestamp | null>;
  /**
   * The highest reviewed_percent of its transcripts (0 without any), for the reviewed sort: kept by the
   * repositories that change a transcript's share, in the same transaction (audio-reviewed.ts).
   */
  reviewed_percent: Generated<number>;
  /** A file with a picture: how it plays in browsers (migration 0049); null for sound only. */
  video_playback: Generated<VideoPlayback | null>;
  /** How far the web-playable copy is made, 0-100. */
  video_progress: Generated<number>;
  /** The web-playable copy in the media store, streamed instead of the original; null: none. */
  playable_key: Generated<string | null>;
  /** The poster frame (JPEG) in the media store; null: none. */
  poster_key: Generated<string | null>;
  /** The picture's size as streamed (the copy's when there is one). */
  video_width: Generated<number | null>;
  video_height: Generated<number | null>;
}

export type VideoPlayback = TVideoPlayback;

/** The contract's statuses, so a status the database can hold is one the API and its events may send. */
export type TranscriptStatus = TTranscriptStatus;

export type SpeakersBy = 'auto' | 'channel' | 'voice';

export interface TranscriptsTable {
  id: Generated<number>;
  user_id: number;
  audio_id: number;
  status: TranscriptStatus;
  /** 0..100, never decreasing. */
  progress: number;
  model_id: number;
  language_id: number;
  num_speakers_requested: number;
  num_speakers: number | null;
  /** How speakers are told apart: 'auto' (by channel when the channels differ), 'channel' or 'voice'. */
  speakers_by: Generated<SpeakersBy>;
  /** JSON array of the channels' speaker names asked for; null: "Left" and "Right". */
  channel_names: Generated<string | null>;
  /** JSON of the speaker blocks (see services/core/transcript-data.ts), written once the transcript completes. */
  data: string | null;
  error_message: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The one job attempt that may write to this transcript while it runs (see transcript-lifecycle.ts). */
  lease: Generated<string | null>;
  lease_beat_at: Generated<Timestamp | null>;
  /** The queue's id of the transcript's current job, to cancel it (pg-boss; the table queue uses transcript_id). */
  job_ref: Generated<string | null>;
  /** JSON of the contract's TProducedBy, written at completion; null before issue 22. */
  produced_by: Generated<string | null>;
  /** Verified speech time over all speech time, 0..100, as of the last save. */
  reviewed_percent: Generated<number>;
  /** The share of the text's words under the unsure threshold (0-1); null without words or text. */
  unsure_share: Generated<number | null>;
  /** JSON of the running redo (services/transcripts/transcript-redo.ts) while queued or transcribing; null otherwise. */
  redo: Generated<string | null>;
  /** The saved voice said to be speaking (a one-speaker transcript); null when not said or since deleted. */
  voice_profile_id: Generated<number | null>;
  /** The UTC day (YYYY-MM-DD) it last counted against a plan: its request, or a redo on another day. */
  charged_day: Generated<string | null>;
}

export type InsightKind = 'summary' | 'keynotes';

export interface TranscriptInsightsTable {
  transcript_id: number;
  kind: InsightKind;
  /** 'builtin', or 'llm:<model>' for one written by the configured chat model. */
  method: string;
  /** SHA-256 of the transcript data it was computed from. */
  source_hash: string;
  /** JSON: a string (summary) or a list of strings (key notes). */
  content: string;
  created_at: Timestamp;
  /** A summary's template: null for the default, a built-in template's name, or an own template's id. */
  template: Generated<string | null>;
  /** The template's name when the summary was written (null for the default). */
  template_name: Generated<string | null>;
  /** When the summary was last written by hand; such a summary is kept until it is regenerated. */
  edited_at: Generated<Timestamp | null>;
}

/** A user's own summary template: a name and what to ask the language model for. */
export interface SummaryTemplatesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  prompt: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** What a call to the language model was for. */
export type LlmPurpose = 'summary' | 'keynotes' | 'ask' | 'template' | 'translate';

export interface LlmCallsTable {
  id: Generated<number>;
  user_id: number;
  purpose: LlmPurpose;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  duration_ms: number;
  /** As the model server reported them; null when it did not. */
  prompt_tokens: number | null;
  completion_tokens: number | null;
  /** 1 when the model answered, 0 when the call failed, timed out or was cancelled. */
  succeeded: number;
  created_at: Timestamp;
}

/** A transcript's translation into another language (issue 27), made segment by segment by the language model. */
export interface TranslationsTable {
  id: Generated<number>;
  transcript_id: number;
  /** iso code: en, es, fr or de. */
  language: string;
  /** Who asked for it: whose tokens the model calls use. */
  user_id: number;
  status: TTranslationStatus;
  /** 0..100: translated segments over all. */
  progress: number;
  /** JSON: { [segmentId]: { text, untranslated } } of the segments translated so far. */
  segments: string;
  /** SHA-256 of the segment texts it translates; another hash now means the transcript changed since. */
  source_hash: string;
  /** The run that may write it: a new start or a cancel changes it, so an older job's writes are refused. */
  run: string;
  error_message: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One question about a transcript and its answer (Ask), in the user's conversation about it. */
export interface AskTurnsTable {
  id: Generated<number>;
  user_id: number;
  transcript_id: number;
  question: string;
  answer: string;
  /** 'llm' or 'extractive'. */
  method: string;
  /** JSON: the answer's citations (the contract's TAskCitation list). */
  citations: string;
  created_at: Timestamp;
}

export type JobStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobsTable {
  id: Generated<number>;
  /** 'transcribe', or the name of a generic job (sendJob), such as a webhook delivery. */
  kind: string;
  transcript_id: number | null;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  /** Not claimed before this time: a failed attempt waits a while before the next. */
  run_after: Timestamp;
  /** Higher first: a user's later jobs rank below other users' earlier ones, so no one starves the queue. */
  priority: Generated<number>;
  locked_by: string | null;
  heartbeat_at: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** A generic job's data (JSON); null for transcription jobs. */
  payload: Generated<string | null>;
}

export interface Database {
  users: UsersTable;
  folders: FoldersTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  oidc_requests: OidcRequestsTable;
  user_identities: UserIdentitiesTable;
  daily_usage: DailyUsageTable;
  audio: AudioTable;
  transcripts: TranscriptsTable;
  transcript_insights: TranscriptInsightsTable;
  summary_templates: SummaryTemplatesTable;
  llm_calls: LlmCallsTable;
  ask_turns: AskTurnsTable;
  translations: TranslationsTable;
  jobs: JobsTable;
  search_segments: SearchSegmentsTable;
  search_pending: SearchPendingTable;
  api_keys: ApiKeysTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  media_journal: MediaJournalTable;
  vocabularies: VocabulariesTable;
  transcript_revisions: TranscriptRevisionsTable;
  voice_profiles: VoiceProfilesTable;
  voice_adaptations: VoiceAdaptationsTable;
  voice_adaptation_means: VoiceAdaptationMeansTable;
  share_links: ShareLinksTable;
  comments: CommentsTable;
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  workspace_invitations: WorkspaceInvitationsTable;
  workspace_daily_usage: WorkspaceDailyUsageTable;
  audit_log: AuditLogTable;
  watched_imports: WatchedImportsTable;
  install_settings: InstallSettingsTable;
  imports: ImportsTable;
  feeds: FeedsTable;
  feed_episodes: FeedEpisodesTable;
  markdown_copies: MarkdownCopiesTable;
  markdown_files: MarkdownFilesTable;
  tags: TagsTable;
  audio_tags: AudioTagsTable;
  audio_stars: AudioStarsTable;
  bulk_jobs: BulkJobsTable;
  video_exports: VideoExportsTable;
  saved_views: SavedViewsTable;
}

/** Settings of the whole install that administrators choose (the pinned default mode), as JSON by name. */
export interface InstallSettingsTable {
  name: string;
  value: string;
}

/**
 * A file's content imported (or being imported) from a watched folder for a user: unique per user and
 * SHA-256. 'importing' rows are claims of the worker `claimed_by`; 'imported' ones remember the content.
 */
export interface WatchedImportsTable {
  id: Generated<number>;
  user_id: number;
  content_sha256: string;
  file_name: string;
  status: 'importing' | 'imported';
  claimed_by: string;
  claimed_at: Timestamp;
  /** The audio item made of it (null until made, or after it was deleted). */
  audio_id: number | null;
  imported_at: Timestamp | null;
}
export type WatchedImportRow = Selectable<WatchedImportsTable>;

/** A saved voice: `prints` is JSON of the pipeline's VoicePrint[] (numbers only, never audio). */
export interface VoiceProfilesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The name in lower case: unique per user. */
  name_key: string;
  prints: string;
  /** Seconds of speech the prints were made from. */
  seconds: number;
  audio_id: number | null;
  audio_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Its adaptation job (issue 28): null when none is waiting, running or failed since the last one. */
  adaptation_status: VoiceAdaptationStatus | null;
  /** Why the last adaptation job failed. */
  adaptation_error: string | null;
  /** When the job began running (a 'running' job older than its time limit died with its process). */
  adaptation_started_at: Timestamp | null;
}

export type VoiceAdaptationStatus = 'queued' | 'running' | 'failed';

/**
 * The current adaptation of a saved voice (issue 28): an MLLR transform (the mllr_matrix file's text of
 * numbers), 'mllr+map' when MAP-adapted means (voice_adaptation_means) go with it and are used in its place,
 * the verified speech it was made from, and the check on held-out verified speech that decided whether it
 * is used (`enabled`, 0 or 1; `disabled_reason` when not).
 */
export interface VoiceAdaptationsTable {
  id: Generated<number>;
  voice_profile_id: number;
  kind: 'mllr' | 'mllr+map';
  transform: string;
  /** Speech the transform was computed from. */
  seconds: number;
  utterances: number;
  words: number;
  /** All verified speech of the voice when it was made (adapted and held out): the next one needs half more. */
  verified_seconds: number;
  held_out_words: number;
  wer_unadapted: number;
  wer_adapted: number;
  enabled: number;
  disabled_reason: 'worse_on_held_out' | null;
  created_at: Timestamp;
}
export type VoiceAdaptationRow = Selectable<VoiceAdaptationsTable>;

/** A 'mllr+map' adaptation's means: the acoustic model's Gaussian means as a sphinx means file. */
export interface VoiceAdaptationMeansTable {
  voice_adaptation_id: number;
  means: Uint8Array;
}

/**
 * One version of a transcript. 'machine': what the engine produced; 'baseline': the text as it was when the
 * server began keeping revisions (kept before its first save); 'edit': a person's save; 'restore': a whole
 * earlier revision brought back. `user_id` is who saved (null: the machine).
 */
export type RevisionKind = TRevisionKind;
export interface TranscriptRevisionsTable {
  id: Generated<number>;
  transcript_id: number;
  number: number;
  kind: RevisionKind;
  user_id: number | null;
  restored_from: number | null;
  /** Segments whose text differs from the revision before (added or removed ones too). */
  segments_changed: number;
  speakers_renamed: number;
  num_speakers: number;
  /** JSON of the speaker blocks, whole. */
  data: string;
  created_at: Timestamp;
}
export type TranscriptRevisionRow = Selectable<TranscriptRevisionsTable>;

/** A person's vocabulary: `words` is a JSON array of strings. */
export interface VocabulariesTable {
  user_id: number;
  words: string;
  updated_at: Timestamp;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type FolderRow = Selectable<FoldersTable>;
export type AudioRow = Selectable<AudioTable>;
export type TranscriptRow = Selectable<TranscriptsTable>;
export type JobRow = Selectable<JobsTable>;
export type TranscriptInsightRow = Selectable<TranscriptInsightsTable>;

/**
 * One transcript segment as search finds it (the newest completed transcript of each file). PostgreSQL also
 * has a generated `tsv` column; SQLite the search_segments_fts index beside it. Both are only read in SQL.
 */
export interface SearchSegmentsTable {
  id: Generated<number>;
  user_id: number;
  audio_id: number;
  transcript_id: number;
  segment_id: number;
  start_time: number;
  end_time: number;
  /** An IndexLanguage: 'en' | 'es' | 'fr' | 'de' | 'simple'. */
  language: string;
  text: string;
  /** The name of the segment's speaker block; null only for rows the migration found no block for. */
  speaker: string | null;
}

/** A file whose search index entries are out of date, noted by triggers (see migration 0006). */
export interface SearchPendingTable {
  audio_id: number;
  user_id: number;
}

export type MediaJournalAction = 'upload' | 'delete';

/**
 * A media file the database does not vouch for: an upload still being written (no audio row yet), or the
 * file of a deleted audio row still to be removed. See migration 0010 and services/core/media-journal.ts.
 */
export interface MediaJournalTable {
  storage_key: string;
  action: MediaJournalAction;
  created_at: Timestamp;
}

/** A personal API key: only its SHA-256 is kept, with the first characters to tell keys apart. */
export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  prefix: string;
  key_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  /** Start of the current rate-limit window ('' before the first use) and the requests counted in it. */
  window_started_at: Generated<string>;
  window_count: Generated<number>;
  /** 1: the key may only read (GET, HEAD, the MCP's read tools); 0: anything its user may. */
  read_only: Generated<number>;
}

export type SearchSegmentRow = Selectable<SearchSegmentsTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;

/** A user's webhook: where events are POSTed, which ones, and the key they are signed with. */
export interface WebhooksTable {
  id: Generated<number>;
  user_id: number;
  url: string;
  /** Comma-separated event names. */
  events: string;
  secret: string;
  created_at: Timestamp;
}

export type WebhookDeliveryStatus = 'pending' | 'retrying' | 'delivered' | 'failed';

/** One event sent (or being sent) to a webhook: its body, and how the attempts went. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  event: string;
  body: string;
  status: WebhookDeliveryStatus;
  attempts: Generated<number>;
  response_code: number | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type WebhookRow = Selectable<WebhooksTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

/** A read-only link to a transcript: `token_hash` is the SHA-256 of its token; a clip has start and end. */
export interface ShareLinksTable {
  id: Generated<number>;
  user_id: number;
  transcript_id: number;
  token_hash: string;
  token_hint: string;
  start_time: number | null;
  end_time: number | null;
  allow_export: number;
  expires_at: Timestamp | null;
  open_count: Generated<number>;
  last_opened_at: Timestamp | null;
  created_at: Timestamp;
}
export type ShareLinkRow = Selectable<ShareLinksTable>;

/**
 * A comment on a transcript's segment (`segment_id`: its audio_transcript_data_segment_id), at `start_time`
 * or over `start_time`..`end_time` seconds. `user_id` is its author (null once their account is gone);
 * `resolved_at`/`resolved_by` are set while it is resolved.
 */
export interface CommentsTable {
  id: Generated<number>;
  transcript_id: number;
  user_id: number | null;
  segment_id: number;
  start_time: number;
  end_time: number | null;
  text: string;
  resolved_at: Timestamp | null;
  resolved_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type CommentRow = Selectable<CommentsTable>;

/** A team's workspace: its own plan, so its daily transcriptions are counted apart from its members'. */
export interface WorkspacesTable {
  id: Generated<number>;
  name: string;
  plan: Generated<'free' | 'premium'>;
  created_at: Timestamp;
  /** Files in the workspace's folders older than this many days are removed; null: kept forever. */
  retention_days: Generated<number | null>;
  retention_scope: Generated<RetentionScope>;
}

export interface WorkspaceMembersTable {
  workspace_id: number;
  user_id: number;
  role: TWorkspaceRole;
  created_at: Timestamp;
}

/** An invitation by e-mail: `token_hash` is the SHA-256 of the token in the mailed link. */
export interface WorkspaceInvitationsTable {
  id: Generated<number>;
  workspace_id: number;
  email: string;
  role: TWorkspaceRole;
  token_hash: string;
  invited_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface WorkspaceDailyUsageTable {
  workspace_id: number;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  count: number;
}

/** One administrator's action: what (`action`), on what (`target`, e.g. "user:12"), with its details (JSON). */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_email: string;
  action: string;
  target: string;
  details: string;
  created_at: Timestamp;
}

/** A recording imported from a link (issue 42). */
export interface ImportsTable {
  id: Generated<number>;
  user_id: number;
  url: string;
  /** JSON: the folder, the duplicates choice and the transcription options it was asked with. */
  request: string;
  status: 'importing' | 'completed' | 'failed';
  error_code: string | null;
  error_message: string | null;
  received_bytes: Generated<number>;
  total_bytes: number | null;
  audio_id: number | null;
  duplicate_of: number | null;
  created_at: string;
  updated_at: string;
}
export type ImportRow = Selectable<ImportsTable>;

/** A podcast feed a user subscribes to (issue 42). */
export interface FeedsTable {
  id: Generated<number>;
  user_id: number;
  url: string;
  title: string;
  /** JSON: the folder and the transcription options its episodes are imported with. */
  request: string;
  paused: Generated<number>;
  etag: string | null;
  last_modified: string | null;
  checked_at: string | null;
  error: string | null;
  created_at: string;
}
export type FeedRow = Selectable<FeedsTable>;

/** An episode of a feed seen, and the import it became (null: older than those taken at subscribing). */
export interface FeedEpisodesTable {
  id: Generated<number>;
  feed_id: number;
  guid: string;
  import_id: number | null;
  created_at: string;
}

/** Where a user's (user_id) or a workspace's (workspace_id) transcripts are copied as Markdown, while on. */
export interface MarkdownCopiesTable {
  id: Generated<number>;
  user_id: number | null;
  workspace_id: number | null;
  /** A folder inside MARKDOWN_EXPORT_DIR, relative. */
  folder: string;
  updated_at: string;
}
export type MarkdownCopyRow = Selectable<MarkdownCopiesTable>;

/** Where a file's Markdown copy was last written, relative to MARKDOWN_EXPORT_DIR. */
export interface MarkdownFilesTable {
  audio_id: number;
  path: string;
  written_at: string;
}

/** A tag of a user's own files (user_id) or of a workspace's (workspace_id); one of the two is set. */
export interface TagsTable {
  id: Generated<number>;
  user_id: number | null;
  workspace_id: number | null;
  name: string;
  /** #rrggbb, lower case. */
  colour: string;
  created_at: Timestamp;
  /** The summary template its files get by default: a built-in one's name or an own template's id; null: none. */
  summary_template: Generated<string | null>;
  /** JSON array of words its files are transcribed with; null: none. */
  vocabulary: Generated<string | null>;
}
export type TagRow = Selectable<TagsTable>;

/** A file bearing a tag; `position` orders a file's tags as they were given. */
export interface AudioTagsTable {
  audio_id: number;
  tag_id: number;
  position: number;
}

/** A user's star on a file (stars are each user's own). */
export interface AudioStarsTable {
  user_id: number;
  audio_id: number;
}

/** Bulk work on many files (see services/bulk/). */
export interface BulkJobsTable {
  id: Generated<number>;
  user_id: number;
  action: TBulkActionName;
  /** JSON of the contract's bulk action, its options included. */
  operation: string;
  /** JSON array of the files' ids, read when the work was asked for. */
  audio_ids: string;
  status: TBulkStatus;
  total: number;
  done: Generated<number>;
  /** JSON array of the contract's bulk failures. */
  failures: Generated<string>;
  /** An export's zip, relative to DATA_DIR, once written. */
  result_path: Generated<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type BulkJobRow = Selectable<BulkJobsTable>;

/** A file list's filters and sort saved under a name: the list's query string. */
export interface SavedViewsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  query: string;
  created_at: Timestamp;
}
export type SavedViewRow = Selectable<SavedViewsTable>;

/** A video with a transcript's subtitles burned in, made by the worker (issue 44, migration 0050). */
export interface VideoExportsTable {
  id: Generated<number>;
  user_id: number;
  audio_id: number;
  transcript_id: number;
  look: TSubtitleLook;
  /** 1: speaker names before their words. */
  speakers: number;
  status: TVideoExportStatus;
  progress: Generated<number>;
  error: string | null;
  /** The made MP4 under DATA_DIR/exports once completed; null before, and after housekeeping removed it. */
  result_path: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type VideoExportRow = Selectable<VideoExportsTable>;
