import type { TVoiceProfile } from '@transcribe/contract';
import type { VoiceProfileRow } from '../../db/repositories/voice-profiles.js';
import type { VoicePrint } from '../../pipeline/voices/voice-print.js';

/** A saved voice as the API shows it: how its prints were made, not the numbers themselves. */
export function toVoiceProfile(row: VoiceProfileRow): TVoiceProfile {
  return {
    voice_profile_id: row.id,
    voice_profile_name: row.name,
    voice_profile_methods: (JSON.parse(row.prints) as VoicePrint[]).map((print) => print.method),
    voice_profile_seconds: Math.round(row.seconds * 10) / 10,
    voice_profile_audio_id: row.audio_id,
    voice_profile_audio_name: row.audio_name,
    voice_profile_created_at: row.created_at,
    voice_profile_updated_at: row.updated_at,
  };
}
