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
}

export interface FoldersTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** null for the user's root folder (the API shows 0). */
  parent_id: number | null;
  created_at: Timestamp;
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
  upload_language: string | null;
  upload_mode: string | null;
  upload_diarize: number;
  upload_speaker_count: number | null;
  created_at: Timestamp;
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
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type FolderRow = Selectable<FoldersTable>;
export type AudioRow = Selectable<AudioTable>;
