import { parse as parseSubtitles } from '@plussub/srt-vtt-parser';
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { pdfFonts } from '../adapters/pdf-fonts.js';
import { EXPORT_BLOCKS, EXPORT_DOCUMENT } from '../test-support/export-fixture.js';
import {
  docxParagraphs,
  docxParts,
  pdfFontList,
  pdfPageCount,
  pdfText,
} from '../test-support/export-readers.js';
import { CUE_MAX_LINE_CHARS, CUE_MAX_LINES } from './cues.js';
import type { ExportDocument } from './export-document.js';
import { renderExport } from './formats.js';

const ALL = { timestamps: true, speakers: true };
const segments = EXPORT_BLOCKS.flatMap((b) =>
  b.audio_transcript_data_segment.map((s) => ({ speaker: b.audio_transcript_data_speaker, ...s })),
);
const unescapeVtt = (text: string) =>
  text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('exports read back with the tools people open them with', () => {
  it('PDF: pdftotext finds every segment, with DejaVu Sans embedded', async () => {
    const pdf = await renderExport('pdf', EXPORT_DOCUMENT, ALL, pdfFonts);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = squash(pdfText(pdf));
    for (const segment of segments)
      expect(text).toContain(squash(segment.audio_transcript_data_segment_transcript));
    expect(text).toContain('[1:02:05] Über-long');
    expect(pdfFontList(pdf)).toEqual([
      expect.objectContaining({ name: expect.stringMatching(/\+DejaVuSans-Bold$/), embedded: true }),
      expect.objectContaining({ name: expect.stringMatching(/\+DejaVuSans$/), embedded: true }),
    ]);
  });

  it('PDF: numbers every page of a long transcript', async () => {
    const long: ExportDocument = {
      ...EXPORT_DOCUMENT,
      blocks: Array.from({ length: 30 }, () => EXPORT_BLOCKS).flat(),
    };
    const pdf = await renderExport('pdf', long, ALL, pdfFonts);
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(2);
    const perPage = pdfText(pdf)
      .split('\f')
      .filter((page) => page.trim() !== '');
    expect(perPage).toHaveLength(pages);
    perPage.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages}`);
    });
  });

  it('DOCX: unzips, and word/document.xml holds headings and every segment', async () => {
    const parts = docxParts(await renderExport('docx', EXPORT_DOCUMENT, ALL, pdfFonts));
    const paragraphs = docxParagraphs(parts['word/document.xml'] ?? '');
    expect(paragraphs[0]).toBe("[Title] Réunion d'équipe");
    expect(paragraphs.filter((p) => p.startsWith('[Heading2] '))).toEqual([
      '[Heading2] Zoë Müller',
      '[Heading2] José Núñez',
      '[Heading2] Zoë Müller',
    ]);
    for (const segment of segments) {
      expect(paragraphs.some((p) => p.endsWith(segment.audio_transcript_data_segment_transcript))).toBe(true);
    }
    const footer = Object.entries(parts).find(([name]) => /^word\/footer\d*\.xml$/.test(name))?.[1] ?? '';
    expect(footer).toContain('PAGE');
    expect(footer).toContain('NUMPAGES');
  });

  it("CSV: UTF-8 with BOM and CRLF; parses back to the same rows, each with the file's tags", async () => {
    const csv = await renderExport('csv', EXPORT_DOCUMENT, ALL, pdfFonts);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8')).toContain('sentiment_score,tags\r\n');
    const rows = parseCsv(csv, { bom: true }) as string[][];
    expect(rows).toEqual([
      ['start', 'end', 'speaker', 'text', 'sentiment', 'sentiment_score', 'tags'],
      ...segments.map((s) => [
        s.audio_transcript_data_segment_start_time.toFixed(3),
        s.audio_transcript_data_segment_end_time.toFixed(3),
        s.speaker,
        s.audio_transcript_data_segment_transcript,
        s.audio_transcript_data_segment_sa?.audio_transcript_data_segment_sa_label ?? '',
        String(s.audio_transcript_data_segment_sa?.audio_transcript_data_segment_sa_score ?? ''),
        'Équipe; Hebdo',
      ]),
    ]);
  });

  it.each(['srt', 'vtt'] as const)(
    '%s: a subtitle parser reads ordered, short cues inside the audio',
    async (format) => {
      const file = (await renderExport(format, EXPORT_DOCUMENT, ALL, pdfFonts)).toString('utf8');
      const { entries }: { entries: { from: number; to: number; text: string }[] } = parseSubtitles(file);
      expect(entries.length).toBeGreaterThanOrEqual(segments.length);
      let previousEnd = 0;
      for (const entry of entries) {
        expect(entry.from).toBeGreaterThanOrEqual(previousEnd);
        expect(entry.to).toBeGreaterThan(entry.from);
        expect(entry.to).toBeLessThanOrEqual(EXPORT_DOCUMENT.durationSeconds * 1000);
        previousEnd = entry.to;
        const lines = unescapeVtt(entry.text.replace(/^<v [^>]*>/, '')).split('\n');
        expect(lines.length).toBeLessThanOrEqual(CUE_MAX_LINES);
        for (const line of lines) expect(Array.from(line).length).toBeLessThanOrEqual(CUE_MAX_LINE_CHARS);
      }
      // All the words, in order, and nothing else but the speaker names.
      const shown = unescapeVtt(entries.map((e) => e.text.replace(/^<v [^>]*>/, '')).join(' '))
        .replace(/(Zoë Müller|José Núñez): /g, '')
        .replace(/\s+/g, '');
      expect(shown).toBe(
        segments
          .map((s) => s.audio_transcript_data_segment_transcript)
          .join('')
          .replace(/\s+/g, ''),
      );
    },
  );
});
