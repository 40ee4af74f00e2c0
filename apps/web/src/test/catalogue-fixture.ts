import type { TModeAccuracy, TTranscriptModel } from '@transcribe/contract';
import type { FakeResponse } from '@/test/fake-api';

/** The built-in engine's accuracy, as the server states it: measured here on clear read English. */
export const FAST_ACCURACY: TModeAccuracy = { rank: 1, word_error_percent: 22.3, source: 'measured' };
/** A downloaded model's: published by its makers. */
export const ACCURATE_ACCURACY: TModeAccuracy = { rank: 3, word_error_percent: 6.3, source: 'makers' };

/** A transcription mode of the catalogue, for the viewer's tests. */
export function mode(
  id: number,
  name: string,
  accuracy: TModeAccuracy,
  languages: string[] = ['en'],
): TTranscriptModel {
  return {
    audio_transcript_model_id: id,
    audio_transcript_model_name: name,
    audio_transcript_model_short_name: name.toLowerCase(),
    audio_transcript_model_icon: null,
    audio_transcript_model_description: '',
    audio_transcript_model_path: null,
    audio_transcript_model_languages: languages,
    audio_transcript_model_accuracy: accuracy,
    audio_transcript_model_pinned: false,
  };
}

/** The fake server's routes of the catalogue: these modes, and English (id 1) and French (id 3). */
export function catalogueRoutes(models: TTranscriptModel[]): Record<string, () => FakeResponse> {
  const language = (id: number, name: string, iso: string) => ({
    audio_transcript_language_id: id,
    audio_transcript_language_name: name,
    audio_transcript_language_iso_code: iso,
    audio_transcript_language_icon: null,
  });
  return {
    'GET /api/v1/audio/transcript/model': () => ({ json: { success: true, data: models } }),
    'GET /api/v1/audio/transcript/language': () => ({
      json: { success: true, data: [language(1, 'English', 'en'), language(3, 'French', 'fr')] },
    }),
  };
}
