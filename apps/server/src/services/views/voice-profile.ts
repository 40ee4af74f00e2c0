import type { TVoiceAdaptation, TVoiceProfile } from '@transcribe/contract';
import type { VoiceProfileRow } from '../../db/repositories/voice-profiles.js';
import type { VoiceAdaptationRow } from '../../db/schema.js';
import type { VoicePrint } from '../../pipeline/voices/voice-print.js';

const tenths = (x: number) => Math.round(x * 10) / 10;
const thousandths = (x: number) => Math.round(x * 1000) / 1000;

/** A voice's adaptation as the API shows it: what it was made from and how it did, never the transform. */
export function toVoiceAdaptation(row: VoiceAdaptationRow): TVoiceAdaptation {
  return {
    kind: row.kind,
    seconds: tenths(row.seconds),
    utterances: row.utterances,
    words: row.words,
    held_out_words: row.held_out_words,
    wer_unadapted: thousandths(row.wer_unadapted),
    wer_adapted: thousandths(row.wer_adapted),
    enabled: row.enabled === 1,
    disabled_reason: row.disabled_reason,
    created_at: row.created_at,
  };
}

/** A saved voice as the API shows it: how its prints were made, not the numbers themselves. */
export function toVoiceProfile(row: VoiceProfileRow, adaptation?: VoiceAdaptationRow): TVoiceProfile {
  return {
    voice_profile_id: row.id,
    voice_profile_name: row.name,
    voice_profile_methods: (JSON.parse(row.prints) as VoicePrint[]).map((print) => print.method),
    voice_profile_seconds: tenths(row.seconds),
    voice_profile_audio_id: row.audio_id,
    voice_profile_audio_name: row.audio_name,
    voice_profile_created_at: row.created_at,
    voice_profile_updated_at: row.updated_at,
    voice_profile_adaptation: adaptation ? toVoiceAdaptation(adaptation) : null,
    voice_profile_adaptation_job: {
      status: row.adaptation_status ?? 'idle',
      error: row.adaptation_status === 'failed' ? row.adaptation_error : null,
    },
  };
}
