import { z } from 'zod';

/** A model of the catalogue as the administrators' Models page shows it (GET /api/v1/admin/models). */
export const ZAdminModel = z.object({
  name: z.string(),
  title: z.string(),
  /** nemo-transducer: a transcription mode; speaker-embedding: tells speakers apart. */
  family: z.enum(['nemo-transducer', 'speaker-embedding']),
  /** ISO codes it transcribes; empty for speaker models. */
  languages: z.array(z.string()),
  /** The download's size. */
  bytes: z.number().int(),
  licence: z.string(),
  /** What its makers publish about its accuracy. */
  published: z.string(),
  state: z.enum(['not_installed', 'downloading', 'installed', 'failed']),
  /** downloading: bytes so far and the percent. */
  done_bytes: z.number().int().nullable(),
  percent: z.number().min(0).max(100).nullable(),
  /** failed: why, and when the next try is (ISO). */
  error: z.string().nullable(),
  next_try_at: z.string().nullable(),
  /** The server installs it by itself (MODELS, or an administrator asked for it). */
  wanted: z.boolean(),
});
export type TAdminModel = z.infer<typeof ZAdminModel>;

export const ZAdminModels = z.object({
  models: z.array(ZAdminModel),
  /** Bytes MODELS_DIR holds (installed models and unfinished downloads). */
  disk_bytes: z.number().int(),
  /** The transcription mode pinned as the default (PUT /api/v1/admin/default-mode); null: the most accurate. */
  default_mode_id: z.number().int().nullable(),
});
export type TAdminModels = z.infer<typeof ZAdminModels>;

export const ZAdminModelsResponse = z.object({ success: z.literal(true), data: ZAdminModels });
export const ZAdminModelResponse = z.object({ success: z.literal(true), data: ZAdminModel });

export const ZModelNameParam = z.object({
  name: z.string().regex(/^[a-z0-9-]{1,64}$/, 'name must be a model of the catalogue.'),
});

/**
 * A transcription mode on its way (GET /api/v1/audio/transcript/model/installing, for everyone): the upload
 * dialog says "A more accurate mode is being installed: 43%".
 */
export const ZInstallingMode = z.object({
  name: z.string(),
  title: z.string(),
  languages: z.array(z.string()),
  percent: z.number().min(0).max(100),
});
export type TInstallingMode = z.infer<typeof ZInstallingMode>;
export const ZInstallingModesResponse = z.object({
  success: z.literal(true),
  data: z.array(ZInstallingMode),
});

/** PUT /api/v1/admin/default-mode: the mode every upload starts with; null lets the most accurate one be. */
export const ZDefaultModeRequest = z.object({
  audio_transcript_model_id: z
    .number({ error: 'audio_transcript_model_id must be a transcription mode or null.' })
    .int()
    .positive()
    .nullable(),
});
export type TDefaultModeRequest = z.infer<typeof ZDefaultModeRequest>;
export const ZDefaultModeResponse = z.object({ success: z.literal(true), data: ZDefaultModeRequest });
