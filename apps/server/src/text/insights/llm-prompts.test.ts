import { describe, expect, it } from 'vitest';
import { englishMeetingBlocks } from '../../test-support/transcript-texts.js';
import { parseKeyNotes, parseSummary, promptTranscript } from './llm-prompts.js';
import { transcriptSentences } from './transcript-sentences.js';

describe('reading a chat model’s answers', () => {
  it('takes the summary paragraph without a label or heading line', () => {
    expect(parseSummary('Summary:\nThe team agreed.\nThey meet Tuesday.')).toBe(
      'The team agreed. They meet Tuesday.',
    );
    expect(parseSummary('## Résumé\nL’équipe est d’accord.')).toBe('L’équipe est d’accord.');
    expect(parseSummary('Das Team plant: Radweg bauen.')).toBe('Das Team plant: Radweg bauen.');
  });

  it('splits key notes on lines, bullets and " - ", strips markers, drops repeats ignoring case', () => {
    expect(
      parseKeyNotes(
        'Key notes:\n- **Budget** approved\n• Training - two sessions\n2) budget APPROVED\n\n1. Go live',
      ),
    ).toEqual(['Budget approved', 'Training', 'two sessions', 'Go live']);
    expect(parseKeyNotes(Array.from({ length: 14 }, (_, i) => `- Note ${i}`).join('\n'))).toHaveLength(10);
    expect(parseKeyNotes('   ')).toEqual([]);
  });
});

describe('promptTranscript', () => {
  it('gives the model "Speaker: text" per turn', () => {
    const text = promptTranscript(englishMeetingBlocks(), 'en');
    expect(text.split('\n')[0]).toMatch(/^Anna: Good morning, everyone\. Thanks for joining/);
    expect(text.split('\n')[1]).toMatch(/^Ben: Thanks, Anna\./);
  });

  it('cuts a transcript too long for the model to its best sentences, in order', () => {
    const blocks = englishMeetingBlocks();
    const text = promptTranscript(blocks, 'en', 600);
    expect(text.length).toBeLessThanOrEqual(600);
    const all = transcriptSentences(blocks, 'en').map((sentence) => sentence.text);
    const kept = text.split('\n');
    expect(kept.length).toBeGreaterThan(2);
    const positions = kept.map((sentence) => all.indexOf(sentence));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
