import { z } from 'zod';
import { ZAudioTranscriptListItem } from './audio.js';
import { ZPromptSource } from './file-prompts.js';
import { ZTranscriptQuality } from './quality.js';
import { ZTranscriptStatus } from './transcript-status.js';
import { ZAdaptedSpeaker } from './voice-adaptation.js';

/**
 * How accurate a transcription mode is expected to be: `rank` orders the modes (higher is more accurate: the
 * built-in engine 1, a speech server 2, a downloaded model 3), `word_error_percent` is the share of words it
 * gets wrong where known: as its makers publish it (`makers`, on their benchmarks) or as measured on this
 * product's recordings (`measured`, clear read speech: meetings and calls come out worse).
 */
export const ZModeAccuracy = z.object({
  rank: z.number().int().nonnegative(),
  word_error_percent: z.number().nonnegative().nullable(),
  source: z.enum(['makers', 'measured', 'unknown']),
});
export type TModeAccuracy = z.infer<typeof ZModeAccuracy>;

export const ZTranscriptModel = z.object({
  audio_transcript_model_id: z.number().int(),
  audio_transcript_model_name: z.string(),
  audio_transcript_model_short_name: z.string(),
  audio_transcript_model_icon: z.string().nullable(),
  audio_transcript_model_description: z.string(),
  audio_transcript_model_path: z.string().nullable(),
  /** iso codes of the languages this model transcribes. */
  audio_transcript_model_languages: z.array(z.string()),
  /** What is known of how accurate the mode is (issue 39). */
  audio_transcript_model_accuracy: ZModeAccuracy.default({
    rank: 0,
    word_error_percent: null,
    source: 'unknown',
  }),
  /** Administrators made it the default mode (else the most accurate one for the language is). */
  audio_transcript_model_pinned: z.boolean().default(false),
});
export type TTranscriptModel = z.infer<typeof ZTranscriptModel>;

export const ZTranscriptLanguage = z.object({
  audio_transcript_language_id: z.number().int(),
  audio_transcript_language_name: z.string(),
  audio_transcript_language_iso_code: z.string(),
  audio_transcript_language_icon: z.string().nullable(),
});
export type TTranscriptLanguage = z.infer<typeof ZTranscriptLanguage>;

export const ZModelListResponse = z.object({ success: z.literal(true), data: z.array(ZTranscriptModel) });
export const ZLanguageListResponse = z.object({
  success: z.literal(true),
  data: z.array(ZTranscriptLanguage),
});

export const ZTranscriptionRequest = z.object({
  audio_transcript_language_id: z.coerce.number({ error: 'Please select a language.' }).int().positive(),
  /** Left out: the most accurate mode installed for the language (see audio_transcript_model_accuracy). */
  audio_transcript_model_id: z.coerce
    .number({ error: 'Please select a transcription mode.' })
    .int()
    .positive()
    .optional(),
  audio_transcript_num_speakers: z.coerce
    .number()
    .int()
    .min(0, { error: 'audio_transcript_num_speakers must be from 0 (unknown) to 10.' })
    .max(10, { error: 'audio_transcript_num_speakers must be from 0 (unknown) to 10.' })
    .default(1),
  /**
   * How speakers are told apart. channel: one speaker per channel of a recording whose channels carry
   * different voices (a stereo call), each channel transcribed on its own; voice: by their voices in the
   * mixed sound; auto (the default): by channel when the channels are not copies of each other and
   * audio_transcript_num_speakers is 0 or their number, else by voice.
   */
  audio_transcript_speakers_by: z.enum(['auto', 'channel', 'voice']).default('auto'),
  /**
   * The channels' speaker names in order (left, right, …), until renamed; default "Left" and "Right" (a
   * recording made of tracks: the tracks' names).
   */
  audio_transcript_channel_names: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: 'A channel name cannot be empty.' })
        .max(60, { error: 'A channel name must be at most 60 characters.' }),
    )
    .max(8, { error: 'A recording has at most 8 channels to name.' })
    .optional(),
  /**
   * Who is speaking, when one person does (audio_transcript_num_speakers 1): one of the user's saved voices.
   * The transcript's speaker takes its name, and the built-in engine uses its adaptation from the start.
   */
  audio_transcript_voice_profile_id: z.coerce
    .number({ error: 'audio_transcript_voice_profile_id must be a saved voice.' })
    .int()
    .positive({ error: 'audio_transcript_voice_profile_id must be a saved voice.' })
    .optional(),
});
export type TTranscriptionRequest = z.infer<typeof ZTranscriptionRequest>;

export const ZTranscriptionStartResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZAudioTranscriptListItem,
});

/**
 * The answer of POST /audio/transcript/{transcriptId}/cancel and /retry (neither takes a body): the
 * transcript as it is now, `cancelled` or `queued` again.
 */
export const ZTranscriptActionResponse = ZTranscriptionStartResponse;
export type TTranscriptActionResponse = z.infer<typeof ZTranscriptActionResponse>;

export const ZSentiment = z.object({
  audio_transcript_data_segment_sa_label: z.enum(['positive', 'negative', 'neutral']),
  audio_transcript_data_segment_sa_score: z.number().min(0).max(1),
});
export type TSentiment = z.infer<typeof ZSentiment>;

export const ZWord = z.object({
  word: z.string(),
  start: z.number(),
  end: z.number(),
  confidence: z.number(),
});
export type TWord = z.infer<typeof ZWord>;

export const ZSegment = z.object({
  audio_transcript_data_segment_id: z.number().int(),
  audio_transcript_data_segment_transcript: z.string(),
  audio_transcript_data_segment_start_time: z.number(),
  audio_transcript_data_segment_end_time: z.number(),
  /** null: not analysed. */
  audio_transcript_data_segment_sa: ZSentiment.nullable(),
  audio_transcript_data_segment_words: z.array(ZWord),
  /** A person checked this segment's text; stored data from before review mode reads as false. */
  audio_transcript_data_segment_verified: z.boolean().default(false),
});
export type TSegment = z.infer<typeof ZSegment>;

export const ZSpeakerBlock = z.object({
  audio_transcript_data_id: z.number().int(),
  audio_transcript_data_speaker: z.string(),
  audio_transcript_data_segment: z.array(ZSegment),
});
export type TSpeakerBlock = z.infer<typeof ZSpeakerBlock>;

/** What produced a transcript's machine text: shown in the viewer, so a person knows what to expect of it. */
export const ZProducedBy = z.object({
  /** The engine: 'pocketsphinx' (built in, Fast), 'sherpa-transducer' (built in, Accurate) or 'openai-compatible'. */
  engine: z.string(),
  /** The model's id inside its engine. */
  model: z.string(),
  /** The model's name as the catalogue shows it ("Fast", "Accurate"). */
  model_name: z.string(),
  /** iso code of the language it was transcribed in. */
  language: z.string(),
  /** The speaker count asked for; 0: estimated. */
  speakers_requested: z.number().int(),
  /** The words it was transcribed with: the owner's vocabulary at the time, then its folders' and tags'. */
  vocabulary: z.array(z.string()),
  /** The folders and tags whose words were added (see file-prompts.ts), in their order. */
  vocabulary_sources: z.array(ZPromptSource).optional(),
  /** Speakers named by a saved voice: the name, how alike the voices were (0-1) and how it was measured. */
  identified_speakers: z
    .array(z.object({ name: z.string(), similarity: z.number(), method: z.string() }))
    .optional(),
  /** Speakers recognised with the engine adapted to their saved voice (issue 28). */
  adapted_speakers: z.array(ZAdaptedSpeaker).optional(),
  /** The saved voice the person said was speaking (audio_transcript_voice_profile_id): its name then. */
  speaker_said: z.object({ name: z.string(), voice_profile_id: z.number().int() }).optional(),
  /**
   * How the speakers were told apart: by channel (one per channel) or by voice; absent for transcripts made
   * before this was recorded (by voice).
   */
  speakers_by: z.enum(['channel', 'voice']).optional(),
  /** How different the channels sounded: the mean level difference in dB where someone speaks (0: copies). */
  channel_difference_db: z.number().optional(),
});
export type TProducedBy = z.infer<typeof ZProducedBy>;

export const ZTranscriptResponse = z.object({
  success: z.literal(true),
  data: z.object({
    audio_transcript_id: z.number().int(),
    audio_id: z.number().int(),
    audio_transcript_status: ZTranscriptStatus,
    audio_transcript_num_speakers: z.number().int(),
    audio_transcript_language_iso_code: z.string(),
    audio_transcript_data: z.array(ZSpeakerBlock),
    /** null for transcripts completed before this was recorded. */
    audio_transcript_produced_by: ZProducedBy.nullable(),
    /**
     * The number of the revision this text is (see GET …/revisions); 0 for a transcript completed before
     * revisions were kept and not saved since. Send it back as a PUT's `base_revision`.
     */
    audio_transcript_revision: z.number().int().nonnegative(),
    /**
     * How far the text can be trusted: the share of its recognised words under the unsure threshold
     * (UNSURE_BELOW) and the verdict it earns; words a person typed or confirmed count as sure, so edits and
     * verified marks raise it. null for a transcript without words.
     */
    audio_transcript_quality: ZTranscriptQuality.nullable().default(null),
  }),
});
export type TTranscriptResponse = z.infer<typeof ZTranscriptResponse>;

export const SEGMENT_TEXT_MAX = 10_000;

/**
 * The edit payload: speaker names and segment texts by id, and optionally whether a segment is verified.
 *
 * A payload that gives any segment a time, or a segment without an id, is a layout edit (segments split,
 * merged or their boundaries moved): it lists every segment of the transcript in time order, segments left
 * out are gone (merged into a neighbour), and segments without an id are new (the parts of a split). The
 * server then takes the words of each segment from the stored words its new times cover, re-timed inside it.
 * Otherwise timings and words stay the server's.
 *
 * `base_revision` (optional, beyond the specification): the `audio_transcript_revision` the edit was made on.
 * When the transcript has changed since (another save, a restore, a redo), the save is refused with 409
 * REVISION_CONFLICT and nothing is stored, so concurrent editors never overwrite each other unknowingly.
 * Without it the save is applied to the current text, as the specification has it.
 */
export const ZTranscriptEditRequest = z.object({
  base_revision: z.number().int().nonnegative().optional(),
  audio_transcript_data: z.array(
    z.object({
      audio_transcript_data_id: z.number().int(),
      audio_transcript_data_speaker: z.string().trim().min(1).max(100).optional(),
      audio_transcript_data_segment: z.array(
        z.object({
          /** Absent: a new segment of a layout edit. */
          audio_transcript_data_segment_id: z.number().int().optional(),
          audio_transcript_data_segment_transcript: z
            .string()
            .max(SEGMENT_TEXT_MAX, { error: `A segment may hold at most ${SEGMENT_TEXT_MAX} characters.` }),
          audio_transcript_data_segment_start_time: z.number().min(0).optional(),
          audio_transcript_data_segment_end_time: z.number().min(0).optional(),
          audio_transcript_data_segment_verified: z.boolean().optional(),
        }),
      ),
    }),
  ),
});
export type TTranscriptEditRequest = z.infer<typeof ZTranscriptEditRequest>;

/**
 * POST /audio/transcript/{id}/reprocess: transcribe `start`..`end` (seconds) again, optionally in another
 * language or mode; segments outside the range, their edits and verified marks stay as they are.
 */
export const ZReprocessRequest = z
  .object({
    start: z
      .number({ error: 'start must be a number of seconds.' })
      .min(0, { error: 'start must be 0 or more.' }),
    end: z.number({ error: 'end must be a number of seconds.' }),
    audio_transcript_language_id: z.number().int().positive().optional(),
    audio_transcript_model_id: z.number().int().positive().optional(),
  })
  .refine((range) => range.end > range.start, { error: 'end must be after start.' });
export type TReprocessRequest = z.infer<typeof ZReprocessRequest>;

/** POST /audio/transcript/{id}/redo-speakers: tell the speakers apart again with a new count; texts stay. */
export const ZRedoSpeakersRequest = z.object({
  audio_transcript_num_speakers: ZTranscriptionRequest.shape.audio_transcript_num_speakers.unwrap(),
});
export type TRedoSpeakersRequest = z.infer<typeof ZRedoSpeakersRequest>;

/** The `transcript_progress` server-sent event. */
export const ZProgressEvent = z.object({
  id: z.number().int(),
  progress: z.number(),
  status: ZTranscriptStatus,
});
export type TProgressEvent = z.infer<typeof ZProgressEvent>;
