import type { TVoiceProfile } from '@transcribe/contract';

/** A saved voice as GET /api/v1/voice-profile answers it: made from one file, not adapted, no job; `extra` on top. */
export const makeVoiceProfile = (
  id: number,
  name: string,
  extra: Partial<TVoiceProfile> = {},
): TVoiceProfile => ({
  voice_profile_id: id,
  voice_profile_name: name,
  voice_profile_methods: ['mfcc'],
  voice_profile_seconds: 37.4,
  voice_profile_audio_id: 5,
  voice_profile_audio_name: 'Support call.wav',
  voice_profile_created_at: '2026-11-20T10:00:00.000Z',
  voice_profile_updated_at: '2026-11-21T10:00:00.000Z',
  voice_profile_adaptation: null,
  voice_profile_adaptation_job: { status: 'idle', error: null },
  ...extra,
});
