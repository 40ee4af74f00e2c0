import type { TSpeakerBlock } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { sentenceCase } from '../../pipeline/segments.js';
import { librivoxClips } from '../../test-support/speech-fixtures.js';
import {
  englishMeetingBlocks,
  FRENCH_TEXT,
  GERMAN_TEXT,
  SPANISH_TEXT,
  textBlocks,
} from '../../test-support/transcript-texts.js';
import { KEY_NOTES_MAX, KEY_NOTES_MIN, keyNotes } from './key-notes.js';
import { NOTE_MAX_CHARS } from './short-note.js';
import { SUMMARY_MAX_SENTENCES, SUMMARY_RATIO, summarise } from './summary.js';
import { words } from './tokens.js';
import { transcriptSentences } from './transcript-sentences.js';

/** The transcript's text as one lower-case line, to find summary sentences and notes in. */
const flatText = (blocks: TSpeakerBlock[]) =>
  blocks
    .flatMap((b) => b.audio_transcript_data_segment.map((s) => s.audio_transcript_data_segment_transcript))
    .join(' ')
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** Where a piece of text (trailing punctuation and "…" aside) starts in the transcript; -1 if nowhere. */
const positionIn = (text: string, piece: string) => text.indexOf(piece.replace(/[.…]+$/, '').toLowerCase());

/** A real recording's transcript as pocketsphinx writes it: no punctuation, one segment per phrase. */
function librivoxBlocks(): TSpeakerBlock[] {
  return textBlocks(
    librivoxClips()
      .map((clip) => sentenceCase(clip.reference))
      .join('\n'),
  );
}

const cases: [string, string, TSpeakerBlock[]][] = [
  ['English meeting (punctuated, cut mid-sentence)', 'en', englishMeetingBlocks()],
  ['English reading (LibriVox reference, unpunctuated)', 'en', librivoxBlocks()],
  ['Spanish', 'es', textBlocks(SPANISH_TEXT)],
  ['French', 'fr', textBlocks(FRENCH_TEXT)],
  ['German', 'de', textBlocks(GERMAN_TEXT)],
];

describe.each(cases)('summary and key notes of %s', (_name, language, blocks) => {
  const text = flatText(blocks);
  const sentences = transcriptSentences(blocks, language);

  it('summarises with whole sentences of the text, in order, once each, about 15% long', () => {
    const summary = summarise(sentences, language);
    const chosen = transcriptSentences(textBlocks(summary), language).map((s) => s.text);
    expect(chosen.length).toBeGreaterThanOrEqual(1);
    expect(chosen.length).toBeLessThanOrEqual(SUMMARY_MAX_SENTENCES);
    const positions = chosen.map((sentence) => positionIn(text, sentence));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(chosen.map((s) => s.toLowerCase())).size).toBe(chosen.length);
    // At most the ratio, unless a single sentence alone is longer.
    const total = words(text, language).length;
    const used = words(summary, language).length;
    if (chosen.length > 1) expect(used).toBeLessThanOrEqual(Math.round(total * SUMMARY_RATIO));
  });

  it('writes 3 to 10 short key notes from the text, in order, none alike ignoring case', () => {
    const notes = keyNotes(sentences, language);
    expect(notes.length).toBeGreaterThanOrEqual(KEY_NOTES_MIN);
    expect(notes.length).toBeLessThanOrEqual(KEY_NOTES_MAX);
    const positions = notes.map((note) => positionIn(text, note));
    expect(
      positions.every((p) => p >= 0),
      JSON.stringify(notes),
    ).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(notes.map((n) => n.toLowerCase())).size).toBe(notes.length);
    for (const note of notes) {
      expect(note.length).toBeLessThanOrEqual(NOTE_MAX_CHARS);
      expect(note).toMatch(/^\p{Lu}/u);
    }
  });
});

describe('summary and key notes', () => {
  it('picks the sentences about what the meeting decided', () => {
    const sentences = transcriptSentences(englishMeetingBlocks(), 'en');
    const summary = summarise(sentences, 'en');
    expect(summary).toContain('migrate');
    expect(summary).not.toMatch(/^Good morning/);
    expect(keyNotes(sentences, 'en').join(' ')).toMatch(/region/);
  });

  it('never quotes what the engine did not hear: a mostly unsure sentence is left out', () => {
    // The same meeting, every word recognised, those of the sentences about migrating mostly unsure.
    const blocks = englishMeetingBlocks();
    for (const segment of blocks.flatMap((block) => block.audio_transcript_data_segment)) {
      const unsure = /migrat/i.test(segment.audio_transcript_data_segment_transcript);
      segment.audio_transcript_data_segment_words = segment.audio_transcript_data_segment_transcript
        .split(/\s+/)
        .filter(Boolean)
        .map((word, i) => ({ word, start: i, end: i + 0.5, confidence: unsure ? 0.1 : 0.9 }));
    }
    const sentences = transcriptSentences(blocks, 'en');
    expect(sentences.some((sentence) => /migrat/i.test(sentence.text) && sentence.sure < 0.5)).toBe(true);
    expect(summarise(sentences, 'en')).not.toMatch(/migrat/i);
    expect(summarise(sentences, 'en')).not.toBe('');
    expect(keyNotes(sentences, 'en').join(' ')).not.toMatch(/migrat/i);
  });

  it('never repeats itself, and stops at 8 sentences and 10 notes on a long transcript', () => {
    const blocks = [englishMeetingBlocks(), englishMeetingBlocks(), englishMeetingBlocks()].flat();
    const long = Array.from({ length: 20 }, () => blocks).flat();
    const sentences = transcriptSentences(long, 'en');
    const summary = transcriptSentences(textBlocks(summarise(sentences, 'en')), 'en').map((s) => s.text);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX_SENTENCES);
    expect(new Set(summary.map((s) => s.toLowerCase())).size).toBe(summary.length);
    const notes = keyNotes(sentences, 'en');
    expect(notes.length).toBeLessThanOrEqual(KEY_NOTES_MAX);
    expect(new Set(notes.map((n) => n.toLowerCase())).size).toBe(notes.length);
  });

  it('gives an empty summary and no notes for a transcript without words', () => {
    expect(summarise([], 'en')).toBe('');
    expect(keyNotes([], 'en')).toEqual([]);
    expect(transcriptSentences(textBlocks(' \n…'), 'en')).toEqual([]);
  });

  it('works in a language without stop words or abbreviations known here', () => {
    const sentences = transcriptSentences(
      textBlocks('Tämä on ensimmäinen lause kokouksesta.\nToinen lause kertoo kokouksesta lisää.'),
      'fi',
    );
    expect(sentences).toHaveLength(2);
    expect(summarise(sentences, 'fi')).toMatch(/kokouksesta/);
  });
});
