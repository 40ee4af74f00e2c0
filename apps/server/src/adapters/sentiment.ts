import type { TSentiment } from '@transcribe/contract';
import { analyseSentiment, SENTIMENT_LANGUAGES } from '../text/sentiment.js';

/** A segment's sentiment in the API's shape; null (not analysed) for languages without a lexicon. */
export async function sentimentOf(text: string, language: string): Promise<TSentiment | null> {
  if (!(SENTIMENT_LANGUAGES as readonly string[]).includes(language) || !text.trim()) return null;
  const { label, score } = await analyseSentiment(text, language);
  return { audio_transcript_data_segment_sa_label: label, audio_transcript_data_segment_sa_score: score };
}
