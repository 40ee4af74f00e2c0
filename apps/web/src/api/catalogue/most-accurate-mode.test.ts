import type { TTranscriptModel } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { defaultMode } from './most-accurate-mode';

const mode = (id: number, rank: number, languages: string[], pinned = false): TTranscriptModel => ({
  audio_transcript_model_id: id,
  audio_transcript_model_name: `mode ${id}`,
  audio_transcript_model_short_name: `mode ${id}`,
  audio_transcript_model_icon: null,
  audio_transcript_model_description: '',
  audio_transcript_model_path: null,
  audio_transcript_model_languages: languages,
  audio_transcript_model_accuracy: { rank, word_error_percent: null, source: 'unknown' },
  audio_transcript_model_pinned: pinned,
});

describe('the mode an upload starts with', () => {
  it('is the most accurate for the language, unless administrators pinned one that has it', () => {
    const fast = mode(1, 1, ['en']);
    const accurate = mode(101, 3, ['en', 'de']);
    expect(defaultMode([fast, accurate], 'en')).toBe(accurate);
    const pinnedFast = { ...fast, audio_transcript_model_pinned: true };
    expect(defaultMode([pinnedFast, accurate], 'en')).toBe(pinnedFast);
    expect(defaultMode([pinnedFast, accurate], 'de')).toBe(accurate);
    expect(defaultMode([fast], 'de')).toBeUndefined();
  });
});
