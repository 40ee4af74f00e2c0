import type { TSpeakerBlock } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { CUE_MAX_LINE_CHARS, subtitleCues } from './cues.js';
import type { ExportDocument } from './export-document.js';
import { renderSrt } from './srt.js';
import { clockTime, subtitleTime } from './time-format.js';
import { renderVtt } from './vtt.js';

type Seg = { speaker?: string; start: number; end: number; text: string; timed?: boolean };

/** A document of segments; words timed evenly over each segment unless `timed` is false. */
function doc(segments: Seg[], durationSeconds = 100): ExportDocument {
  const blocks: TSpeakerBlock[] = segments.map((s, i) => {
    const tokens = s.text.split(' ');
    const step = (s.end - s.start) / tokens.length;
    return {
      audio_transcript_data_id: i + 1,
      audio_transcript_data_speaker: s.speaker ?? 'A',
      audio_transcript_data_segment: [
        {
          audio_transcript_data_segment_id: i + 1,
          audio_transcript_data_segment_transcript: s.text,
          audio_transcript_data_segment_start_time: s.start,
          audio_transcript_data_segment_end_time: s.end,
          audio_transcript_data_segment_verified: false,
          audio_transcript_data_segment_sa: null,
          audio_transcript_data_segment_words:
            s.timed === false
              ? []
              : tokens.map((word, w) => ({
                  word,
                  start: s.start + w * step,
                  end: s.start + (w + 1) * step,
                  confidence: 1,
                })),
        },
      ],
    };
  });
  return {
    title: 't',
    fileName: 't.wav',
    createdAt: '2024-01-01T00:00:00Z',
    durationSeconds,
    languageName: 'English',
    speakerCount: 2,
    blocks,
  };
}

const numbered = (n: number) => Array.from({ length: n }, (_, i) => `word${i + 1}`).join(' ');

describe('time formats', () => {
  it('writes m:ss, then h:mm:ss from one hour on', () => {
    expect([0, 59.99, 61, 3599, 3600, 3725.25].map(clockTime)).toEqual([
      '0:00',
      '0:59',
      '1:01',
      '59:59',
      '1:00:00',
      '1:02:05',
    ]);
  });

  it('writes subtitle times to the millisecond', () => {
    expect(subtitleTime(3725.25, ',')).toBe('01:02:05,250');
    expect(subtitleTime(0.9996, '.')).toBe('00:00:01.000');
    expect(subtitleTime(-1, ',')).toBe('00:00:00,000');
  });
});

describe('subtitleCues', () => {
  it('cuts a long segment at word boundaries into cues of two 42-character lines, timed by their words', () => {
    // 40 words of 6-7 characters over 20 s: 0.5 s a word.
    const cues = subtitleCues(doc([{ start: 10, end: 30, text: numbered(40) }]), false);
    expect(cues.length).toBeGreaterThan(2);
    for (const cue of cues) {
      expect(cue.lines.length).toBeLessThanOrEqual(2);
      for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(CUE_MAX_LINE_CHARS);
      const words = cue.lines.join(' ').split(' ');
      const first = Number(words[0]?.slice(4)) - 1;
      const last = Number(words.at(-1)?.slice(4));
      expect(cue.start).toBeCloseTo(10 + first * 0.5);
      expect(cue.end).toBeCloseTo(10 + last * 0.5);
    }
    expect(cues.flatMap((c) => c.lines.join(' ').split(' '))).toEqual(numbered(40).split(' '));
  });

  it('shares a segment’s time by word length when its words no longer match the text', () => {
    const cues = subtitleCues(doc([{ start: 0, end: 12, text: numbered(24), timed: false }]), false);
    expect(cues[0]?.start).toBe(0);
    expect(cues.at(-1)?.end).toBeCloseTo(12);
    for (const [i, cue] of cues.entries()) expect(cue.start).toBeGreaterThanOrEqual(cues[i - 1]?.end ?? 0);
  });

  it('names the speaker where the speaker changes, inside the line budget', () => {
    const cues = subtitleCues(
      doc([
        { speaker: 'Ann', start: 0, end: 2, text: 'Hello there.' },
        { speaker: 'Ann', start: 2.5, end: 4, text: 'Still me.' },
        { speaker: 'Bob', start: 5, end: 7, text: 'Hi Ann.' },
      ]),
      true,
    );
    expect(cues.map((c) => c.lines[0])).toEqual(['Ann: Hello there.', 'Still me.', 'Bob: Hi Ann.']);
  });

  it('never overlaps cues when speakers talk over each other, and stays inside the audio', () => {
    const cues = subtitleCues(
      doc(
        [
          { speaker: 'A', start: 0, end: 5, text: 'One two three four five' },
          { speaker: 'B', start: 3, end: 6, text: 'Overlapping talk' },
          { speaker: 'A', start: 9.5, end: 12, text: 'Past the end' },
        ],
        10,
      ),
      false,
    );
    let previousEnd = 0;
    for (const cue of cues) {
      expect(cue.start).toBeGreaterThanOrEqual(previousEnd);
      expect(cue.end).toBeGreaterThanOrEqual(cue.start);
      expect(cue.end).toBeLessThanOrEqual(10);
      previousEnd = cue.end;
    }
  });

  it('puts two people talking at once in one cue, a line each with their name', () => {
    const overlap = doc([
      { speaker: 'Left', start: 0, end: 4, text: 'I was saying that' },
      { speaker: 'Right', start: 2.5, end: 4.5, text: 'sorry go on' },
      { speaker: 'Left', start: 6, end: 8, text: 'Thanks.' },
    ]);
    const labelled = subtitleCues(overlap, true);
    expect(labelled.map((c) => [c.start, c.end, c.lines])).toEqual([
      [0, 4.5, ['Left: I was saying that', 'Right: sorry go on']],
      [6, 8, ['Left: Thanks.']],
    ]);
    expect(subtitleCues(overlap, false)[0]?.lines).toEqual(['- I was saying that', '- sorry go on']);
    // WebVTT: a line each, in their own voice; SRT: their names.
    expect(renderVtt(overlap, { timestamps: true, speakers: true }).toString()).toContain(
      '00:00:00.000 --> 00:00:04.500\n<v Left>I was saying that\n<v Right>sorry go on\n',
    );
    expect(renderSrt(overlap, { timestamps: true, speakers: true }).toString()).toContain(
      '00:00:00,000 --> 00:00:04,500\nLeft: I was saying that\nRight: sorry go on\n',
    );
    // Touching is not talking at once.
    const turns = doc([
      { speaker: 'Left', start: 0, end: 2, text: 'Hello.' },
      { speaker: 'Right', start: 1.9, end: 3, text: 'Hi.' },
    ]);
    expect(subtitleCues(turns, true)).toHaveLength(2);
  });

  it('gives a very short cue time to be read, up to the next cue', () => {
    const cues = subtitleCues(
      doc([
        { start: 1, end: 1.1, text: 'Yes.' },
        { start: 1.5, end: 3, text: 'Then more.' },
        { start: 5, end: 5.1, text: 'No.' },
      ]),
      false,
    );
    expect(cues.map((c) => [c.start, c.end])).toEqual([
      [1, 1.5],
      [1.5, 3],
      [5, 6],
    ]);
  });

  it('starts a new cue before one would stay on screen longer than 7 s, between words', () => {
    // 8 short words, 1.2 s each: two lines would hold them all, but not 9.6 s of them.
    const cues = subtitleCues(doc([{ start: 0, end: 9.6, text: 'a b c d e f g h' }]), false);
    expect(cues.map((c) => c.lines.join(' '))).toEqual(['a b c d e', 'f g h']);
    expect(cues.map((c) => [c.start, c.end])).toEqual([
      [0, 6],
      [6, 9.6],
    ]);
  });
});
