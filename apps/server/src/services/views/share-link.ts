import type { TShareLink } from '@transcribe/contract';
import type { ShareLinkListRow } from '../../db/repositories/share-links.js';

export function toShareLink(row: ShareLinkListRow): TShareLink {
  return {
    share_link_id: row.id,
    share_link_transcript_id: row.transcript_id,
    share_link_audio_id: row.audio_id,
    share_link_audio_name: row.audio_name,
    share_link_hint: row.token_hint,
    share_link_start: row.start_time,
    share_link_end: row.end_time,
    share_link_allow_export: row.allow_export === 1,
    share_link_expires_at: row.expires_at,
    share_link_created_at: row.created_at,
    share_link_open_count: row.open_count,
    share_link_last_opened_at: row.last_opened_at,
  };
}
