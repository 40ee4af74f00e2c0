import { createRequire } from 'node:module';

export type SentimentLabel = 'positive' | 'negative' | 'neutral';

export interface Sentiment {
  label: SentimentLabel;
  /** How clearly the text is `label`, 0 to 1 (0 also when the language has no sentiment lexicon). */
  score: number;
}

/** Languages with an nlp.js sentiment lexicon installed (the @nlpjs/lang-* packages). */
export const SENTIMENT_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;

/**
 * Mean word polarity (nlp.js `average`: lexicon hits summed, over all words) below which a segment is
 * neutral. Chosen on everyday sentences: at 0.05 "The meeting is at ten" is neutral and "This is not good"
 * negative; judging by the plain sum instead called both wrongly.
 */
const NEUTRAL_BAND = 0.05;
/** Mean polarity from which a positive or negative label is certain (score 1). */
const FULL_STRENGTH = 0.2;

interface NlpSentimentAnalyzer {
  process(input: {
    locale: string;
    text: string;
  }): Promise<{ sentiment: { average: number; numHits: number } }>;
}

let analyzer: NlpSentimentAnalyzer | undefined;

// Built once, on first use: loading the four lexicons takes a moment and only the worker needs them.
function load(): NlpSentimentAnalyzer {
  if (analyzer) return analyzer;
  const require = createRequire(import.meta.url);
  const { Container } = require('@nlpjs/core') as { Container: new () => { use(plugin: unknown): void } };
  const { SentimentAnalyzer } = require('@nlpjs/sentiment') as {
    SentimentAnalyzer: new (settings: object) => NlpSentimentAnalyzer;
  };
  const container = new Container();
  container.use((require('@nlpjs/lang-en') as { LangEn: unknown }).LangEn);
  container.use((require('@nlpjs/lang-es') as { LangEs: unknown }).LangEs);
  container.use((require('@nlpjs/lang-fr') as { LangFr: unknown }).LangFr);
  container.use((require('@nlpjs/lang-de') as { LangDe: unknown }).LangDe);
  analyzer = new SentimentAnalyzer({ container });
  return analyzer;
}

/** Sentiment of one segment's text in `language` (ISO 639-1) with nlp.js's lexicons. */
export async function analyseSentiment(text: string, language: string): Promise<Sentiment> {
  if (!(SENTIMENT_LANGUAGES as readonly string[]).includes(language)) return { label: 'neutral', score: 0 };
  const { sentiment } = await load().process({ locale: language, text });
  const average = Number.isFinite(sentiment.average) ? sentiment.average : 0;
  return classify(average);
}

/** Label and score from the mean polarity of a text's words. */
export function classify(average: number): Sentiment {
  const strength = Math.abs(average);
  if (strength < NEUTRAL_BAND) return { label: 'neutral', score: round(1 - strength / NEUTRAL_BAND) };
  return {
    label: average > 0 ? 'positive' : 'negative',
    score: round(Math.min(1, strength / FULL_STRENGTH)),
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;
