import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseSubtitles } from '@plussub/srt-vtt-parser';
import { describe, expect, it } from 'vitest';
import { EXPORT_BLOCKS, EXPORT_DOCUMENT } from '../test-support/export-fixture.js';
import { renderAss } from './ass.js';
import { renderSrt } from './srt.js';

type Cue = { from: number; to: number; text: string };
/** The cues a subtitle parser reads (the parser ships no types). */
const cuesOf = (file: string): Cue[] => (parseSubtitles(file) as { entries: Cue[] }).entries;

/**
 * What ffmpeg (libavformat's ASS reader) makes of a file: its cues, their words apart from the <font> tags it
 * writes each cue's style as, and the colour those give (none: the default white).
 */
function readByFfmpeg(ass: Buffer) {
  const path = join(mkdtempSync(join(tmpdir(), 'ass-')), 'subtitles.ass');
  writeFileSync(path, ass);
  const srt = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-f', 'srt', 'pipe:1'], {
    encoding: 'utf8',
  });
  return cuesOf(srt).map((cue) => ({
    from: cue.from,
    to: cue.to,
    text: cue.text.replace(/<\/?font[^>]*>/g, '').replaceAll('\r\n', '\n'),
    colour: /color="(#[0-9a-f]{6})"/.exec(cue.text)?.[1] ?? null,
  }));
}

describe('ASS export', () => {
  it('reads back in ffmpeg as the SRT cues, times and text, each speaker in a style of their own', () => {
    const ass = renderAss(EXPORT_DOCUMENT, { timestamps: true, speakers: true });
    const srt = cuesOf(renderSrt(EXPORT_DOCUMENT, { timestamps: true, speakers: false }).toString());
    const cues = readByFfmpeg(ass);
    expect(cues.map((cue) => cue.text)).toEqual(srt.map((cue) => cue.text));
    // ASS counts hundredths: each time within 10 ms of SRT's.
    cues.forEach((cue, i) => {
      expect(Math.abs(cue.from - (srt[i]?.from ?? 0))).toBeLessThanOrEqual(10);
      expect(Math.abs(cue.to - (srt[i]?.to ?? 0))).toBeLessThanOrEqual(10);
    });
    // The second speaker (José, the fourth cue) in yellow, the first in white.
    expect(cues.map((cue) => cue.colour)).toEqual([null, null, null, '#ffff00', null, null]);
    const text = ass.toString('utf8');
    const speakers = [...new Set(EXPORT_BLOCKS.map((block) => block.audio_transcript_data_speaker))];
    const styles = text.split('\n').filter((line) => line.startsWith('Style: '));
    expect(styles.map((line) => line.split(',')[0])).toEqual(speakers.map((name) => `Style: ${name}`));
    expect(new Set(styles.map((line) => line.split(',')[3])).size).toBe(speakers.length);
  });

  it('keeps override braces and backslashes in the words as text, and one Default style without speakers', () => {
    const block = EXPORT_BLOCKS[0];
    if (!block) throw new Error('no block');
    const segment = block.audio_transcript_data_segment[0];
    if (!segment) throw new Error('no segment');
    const words = String.raw`{\b1}bold\N or not`;
    const document = {
      ...EXPORT_DOCUMENT,
      blocks: [
        {
          ...block,
          audio_transcript_data_speaker: 'Smith, Jane',
          audio_transcript_data_segment: [
            {
              ...segment,
              audio_transcript_data_segment_transcript: words,
              audio_transcript_data_segment_words: [],
            },
          ],
        },
      ],
    };
    const named = renderAss(document, { timestamps: true, speakers: true }).toString('utf8');
    expect(named).toContain('Style: Smith  Jane,');
    expect(readByFfmpeg(Buffer.from(named)).map((cue) => cue.text)).toEqual(['｛＼b1｝bold＼N or not']);
    const plain = renderAss(document, { timestamps: true, speakers: false }).toString('utf8');
    expect(plain.split('\n').filter((line) => line.startsWith('Style: '))).toHaveLength(1);
    expect(plain).toContain('Style: Default,');
    expect(plain).not.toContain('Smith');
  });
});
