import { CliError, EXIT } from './errors.js';

/**
 * The few fields of the server's answers the CLI reads, checked by hand. The zod contract
 * (`@transcribe/contract`) is a private workspace package: depending on it would make this package
 * uninstallable outside the repository (`npm install -g ./packages/cli`, `npm pack`), so the CLI reads only what
 * it needs and ignores the rest, as a client of a versioned API should.
 */
export type TranscriptStatus = 'queued' | 'transcribing' | 'completed' | 'failed' | 'cancelled';

export interface TranscriptSummary {
  id: number;
  status: TranscriptStatus;
  progress: number;
}

export interface AudioItem {
  id: number;
  fileName: string;
  created: string;
  duration: number;
  /** Newest first, as the server lists them. */
  transcripts: TranscriptSummary[];
}

export interface ImportState {
  id: number;
  status: 'importing' | 'completed' | 'failed';
  error: string | null;
  errorCode: string | null;
  receivedBytes: number;
  totalBytes: number | null;
  audioId: number | null;
  duplicateOf: number | null;
}

export interface Folder {
  id: number;
  name: string;
  parentId: number;
  workspaceId: number | null;
  children: Folder[];
}

export interface Language {
  id: number;
  name: string;
  iso: string;
}

export interface Mode {
  id: number;
  name: string;
  shortName: string;
}

type Json = Record<string, unknown>;

const unexpected = (what: string) =>
  new CliError(`The server answered something unexpected (${what}).`, EXIT.failed, 'UNEXPECTED_ANSWER');

export function object(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw unexpected(what);
  return value as Json;
}

export function array(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw unexpected(what);
  return value;
}

function num(o: Json, key: string): number {
  const value = o[key];
  if (typeof value !== 'number') throw unexpected(key);
  return value;
}

function str(o: Json, key: string): string {
  const value = o[key];
  if (typeof value !== 'string') throw unexpected(key);
  return value;
}

const numOrNull = (o: Json, key: string) => (typeof o[key] === 'number' ? (o[key] as number) : null);
const strOrNull = (o: Json, key: string) => (typeof o[key] === 'string' ? (o[key] as string) : null);

const STATUSES = new Set(['queued', 'transcribing', 'completed', 'failed', 'cancelled']);

export function transcriptSummary(value: unknown): TranscriptSummary {
  const o = object(value, 'transcript');
  const status = str(o, 'audio_transcript_status');
  if (!STATUSES.has(status)) throw unexpected('audio_transcript_status');
  return {
    id: num(o, 'audio_transcript_id'),
    status: status as TranscriptStatus,
    progress: numOrNull(o, 'transcript_progress_percent') ?? 0,
  };
}

export function audioItem(value: unknown): AudioItem {
  const o = object(value, 'audio item');
  return {
    id: num(o, 'audio_id'),
    fileName: str(object(o.audio_file, 'audio_file'), 'file_name'),
    created: str(o, 'audio_create_date'),
    duration: num(o, 'audio_duration'),
    transcripts: array(o.audio_transcript, 'audio_transcript').map(transcriptSummary),
  };
}

export function importState(value: unknown): ImportState {
  const o = object(value, 'import');
  const status = str(o, 'import_status');
  if (status !== 'importing' && status !== 'completed' && status !== 'failed')
    throw unexpected('import_status');
  return {
    id: num(o, 'import_id'),
    status,
    error: strOrNull(o, 'import_error'),
    errorCode: strOrNull(o, 'import_error_code'),
    receivedBytes: numOrNull(o, 'import_received_bytes') ?? 0,
    totalBytes: numOrNull(o, 'import_total_bytes'),
    audioId: numOrNull(o, 'audio_id'),
    duplicateOf: numOrNull(o, 'audio_duplicate_of'),
  };
}

export function folder(value: unknown): Folder {
  const o = object(value, 'folder');
  return {
    id: num(o, 'folder_id'),
    name: str(o, 'folder_name'),
    parentId: num(o, 'folder_parent_id'),
    workspaceId: numOrNull(o, 'folder_workspace_id'),
    children: array(o.folder_children ?? [], 'folder_children').map(folder),
  };
}

export function language(value: unknown): Language {
  const o = object(value, 'language');
  return {
    id: num(o, 'audio_transcript_language_id'),
    name: str(o, 'audio_transcript_language_name'),
    iso: str(o, 'audio_transcript_language_iso_code'),
  };
}

export function mode(value: unknown): Mode {
  const o = object(value, 'mode');
  return {
    id: num(o, 'audio_transcript_model_id'),
    name: str(o, 'audio_transcript_model_name'),
    shortName: str(o, 'audio_transcript_model_short_name'),
  };
}

/** `data` of a `{success: true, data}` answer. */
export const dataOf = (body: unknown): unknown => object(body, 'answer').data;
