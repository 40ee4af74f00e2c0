import type { TTranscriptModel } from '@transcribe/contract';

const rankOf = (model: TTranscriptModel) => model.audio_transcript_model_accuracy.rank;

/**
 * The most accurate installed mode that beats the transcript's own (`current`, by name) and transcribes its
 * `language` (iso); undefined when there is none, or when the catalogue no longer lists the current mode (so
 * there is nothing to compare with).
 */
export function moreAccurateMode(
  models: TTranscriptModel[],
  current: string | undefined,
  language: string,
): TTranscriptModel | undefined {
  const own = models.find((model) => model.audio_transcript_model_name === current);
  if (!own) return undefined;
  return models
    .filter(
      (model) => rankOf(model) > rankOf(own) && model.audio_transcript_model_languages.includes(language),
    )
    .sort((a, b) => rankOf(b) - rankOf(a))[0];
}
