import { z } from 'zod';
import { hasUnsafeCharacters, rowId, rowIdText } from './common.js';
import { ZVoiceAdaptation, ZVoiceAdaptationJob } from './voice-adaptation.js';

/** The longest voice profile name, in characters (a speaker's name). */
export const VOICE_PROFILE_NAME_MAX = 100;

/** A name the viewer gives a speaker it knows nothing about: not a person's name to save a voice under. */
export const isUnnamedSpeaker = (name: string) => /^Speaker \d+$/.test(name.trim());

export const ZVoiceProfileName = z
  .string()
  .trim()
  .min(1, { error: 'A voice needs a name.' })
  .max(VOICE_PROFILE_NAME_MAX, { error: `A name may hold at most ${VOICE_PROFILE_NAME_MAX} characters.` })
  .refine((name) => !hasUnsafeCharacters(name), { error: 'A name cannot hold control characters.' })
  .refine((name) => !isUnnamedSpeaker(name), { error: 'Name the speaker before saving their voice.' });

/**
 * A person's saved voice: numbers describing their voice (no audio), made from one speaker of one
 * transcript, so later transcripts name that person where their voice matches.
 */
export const ZVoiceProfile = z.object({
  voice_profile_id: z.number().int(),
  voice_profile_name: z.string(),
  /** How its voice prints were made: 'mfcc' (built-in statistics) and the speaker model's name when one was installed. */
  voice_profile_methods: z.array(z.string()),
  /** Seconds of speech the prints were made from. */
  voice_profile_seconds: z.number(),
  /** The recording it was made from, null once that file is deleted. */
  voice_profile_audio_id: z.number().int().nullable(),
  voice_profile_audio_name: z.string().nullable(),
  voice_profile_created_at: z.string(),
  voice_profile_updated_at: z.string(),
  /** The engine's current adaptation to this voice (null: none yet) and its job's state. */
  voice_profile_adaptation: ZVoiceAdaptation.nullable(),
  voice_profile_adaptation_job: ZVoiceAdaptationJob,
});
export type TVoiceProfile = z.infer<typeof ZVoiceProfile>;

/** Save the voice of `speaker` (as the transcript names them) in the transcript of `audio_id`. */
export const ZVoiceProfileCreateRequest = z.object({
  audio_id: rowId(),
  speaker: z.string().trim().min(1).max(VOICE_PROFILE_NAME_MAX),
  /** The profile's name; the speaker's name when left out. */
  name: ZVoiceProfileName.optional(),
});
export type TVoiceProfileCreateRequest = z.infer<typeof ZVoiceProfileCreateRequest>;

/** Make the profile's prints anew from `speaker` in the transcript of `audio_id`. */
export const ZVoiceProfileTrainRequest = ZVoiceProfileCreateRequest.pick({ audio_id: true, speaker: true });
export type TVoiceProfileTrainRequest = z.infer<typeof ZVoiceProfileTrainRequest>;

export const ZVoiceProfileRenameRequest = z.object({ name: ZVoiceProfileName });
export type TVoiceProfileRenameRequest = z.infer<typeof ZVoiceProfileRenameRequest>;

export const ZVoiceProfileResponse = z.object({ success: z.literal(true), data: ZVoiceProfile });
export const ZVoiceProfileListResponse = z.object({ success: z.literal(true), data: z.array(ZVoiceProfile) });
export type TVoiceProfileListResponse = z.infer<typeof ZVoiceProfileListResponse>;

/**
 * GET /api/v1/voice-profile/{id}/speech: without `workspace_id`, the user's personal files; with it, the files
 * of that workspace (whoever added them), for one of its members.
 */
export const ZVoiceSpeechQuery = z.object({ workspace_id: rowIdText().optional() });
export type TVoiceSpeechQuery = z.infer<typeof ZVoiceSpeechQuery>;

/** A file a saved voice speaks in: the newest transcript of one of the scope's files. */
export const ZVoiceSpeechFile = z.object({
  audio_id: z.number().int(),
  file_name: z.string(),
  /** ISO 8601, UTC: when the file was added. */
  created_at: z.string(),
  /** The voice's talk in the file, in seconds, and its share of everyone's talk there (0..1). */
  talk_seconds: z.number().nonnegative(),
  talk_share: z.number().min(0).max(1),
});

/** Where a saved voice speaks across the scope's library, and how much, week by week. */
export const ZVoiceSpeech = z.object({
  voice_profile_id: z.number().int(),
  /** Newest first. */
  files: z.array(ZVoiceSpeechFile),
  total_talk_seconds: z.number().nonnegative(),
  /** By the week the files were added (its Monday, YYYY-MM-DD), oldest first: the voice's talk and share. */
  weeks: z.array(
    z.object({
      week_start: z.string(),
      talk_seconds: z.number().nonnegative(),
      talk_share: z.number().min(0).max(1),
    }),
  ),
});
export type TVoiceSpeech = z.infer<typeof ZVoiceSpeech>;
export const ZVoiceSpeechResponse = z.object({ success: z.literal(true), data: ZVoiceSpeech });
