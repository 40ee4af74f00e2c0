import { describe, expect, it } from 'vitest';
import { questionKeywords } from '../../search/ask-terms.js';
import { askMessages, citedRefs, withKnownRefs } from './ask-prompt.js';

describe('the Ask prompt and its citations', () => {
  it('reads citations however the model groups them, each once, in order', () => {
    expect(citedRefs('Yes [S3]. Also [S1, S3] and [s7; S2].')).toEqual(['S3', 'S1', 'S7', 'S2']);
  });

  it('takes out ids that were not sent, and tidies the space they leave', () => {
    const known = new Set(['S1', 'S2']);
    expect(withKnownRefs('Approved [S1] by the board [S9].', known)).toBe('Approved [S1] by the board.');
    expect(withKnownRefs('Both [S2, S40] agree.', known)).toBe('Both [S2] agree.');
    expect(withKnownRefs('Cited [S1].', new Set())).toBe('Cited.');
  });

  it('numbers the segments, names files only when asked to, and puts earlier turns first', () => {
    const messages = askMessages(
      'And then?',
      [{ ref: 'S1', fileName: 'a.wav', speaker: 'Ann', start: 65, text: 'We  agreed.' }],
      [{ question: 'What?', answer: 'This.' }],
      true,
    );
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages.at(-1)?.content).toBe(
      'Transcript segments:\n[S1] (a.wav, 1:05) Ann: We agreed.\n\nQuestion: And then?',
    );
  });

  it('looks for the words of a question, not its question words, in any of the four languages', () => {
    expect(questionKeywords('What did they say about the budget in March?')).toEqual(['budget', 'March']);
    expect(questionKeywords('¿Qué se dijo sobre el presupuesto?')).toEqual(['presupuesto']);
    expect(questionKeywords("Qu'a-t-on décidé pour le budget ?")).toEqual(['décidé', 'budget']);
    expect(questionKeywords('Was wurde über das Budget gesagt?')).toEqual(['Budget']);
  });
});
