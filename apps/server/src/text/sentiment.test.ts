import { describe, expect, it } from 'vitest';
import { analyseSentiment, classify } from './sentiment.js';

describe('analyseSentiment', () => {
  it.each([
    ['en', 'I love this wonderful product, it is great', 'positive'],
    ['en', 'This is terrible and I hate it', 'negative'],
    ['en', 'This is not good', 'negative'],
    ['en', 'We will discuss the budget tomorrow morning', 'neutral'],
    ['es', 'Me encanta este producto, es maravilloso', 'positive'],
    ['es', 'Es horrible, lo odio', 'negative'],
    ['es', 'La reunión es a las diez', 'neutral'],
    ['fr', "J'adore ce produit, il est merveilleux", 'positive'],
    ['fr', "C'est horrible, je déteste ça", 'negative'],
    ['fr', 'La réunion est à dix heures', 'neutral'],
    ['de', 'Ich liebe dieses wunderbare Produkt', 'positive'],
    ['de', 'Das ist wirklich schlecht und ärgerlich', 'negative'],
    ['de', 'Das Treffen ist um zehn Uhr', 'neutral'],
  ])('%s: "%s" is %s', async (language, text, label) => {
    const result = await analyseSentiment(text, language);
    expect(result.label).toBe(label);
    expect(result.score).toBeGreaterThan(0);
    expect(result.score).toBeLessThanOrEqual(1);
  });

  it('calls empty text neutral', async () => {
    expect(await analyseSentiment('', 'en')).toEqual({ label: 'neutral', score: 1 });
  });

  it('gives neutral with score 0 for a language without a lexicon', async () => {
    expect(await analyseSentiment('Это замечательно', 'ru')).toEqual({ label: 'neutral', score: 0 });
  });
});

describe('classify', () => {
  it('maps mean polarity to a label and a 0..1 strength', () => {
    expect(classify(0)).toEqual({ label: 'neutral', score: 1 });
    expect(classify(0.025)).toEqual({ label: 'neutral', score: 0.5 });
    expect(classify(0.1)).toEqual({ label: 'positive', score: 0.5 });
    expect(classify(-0.5)).toEqual({ label: 'negative', score: 1 });
  });
});
