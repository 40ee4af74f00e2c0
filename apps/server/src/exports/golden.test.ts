import { join } from 'node:path';
import type { TExportFormat } from '@transcribe/contract';
import { describe, it } from 'vitest';
import { pdfFonts } from '../adapters/pdf-fonts.js';
import { EXPORT_DOCUMENT } from '../test-support/export-fixture.js';
import { docxParagraphs, docxParts, pdfText } from '../test-support/export-readers.js';
import { expectGolden } from '../test-support/golden.js';
import type { ExportOptions } from './export-document.js';
import { renderExport } from './formats.js';

const GOLDEN = join(import.meta.dirname, 'golden');
const ALL: ExportOptions = { timestamps: true, speakers: true };
const NONE: ExportOptions = { timestamps: false, speakers: false };

/** The file as text a reviewer can read: itself for text formats, what a reader extracts for PDF and DOCX. */
async function readable(format: TExportFormat, options: ExportOptions): Promise<string> {
  const file = await renderExport(format, EXPORT_DOCUMENT, options, pdfFonts);
  if (format === 'pdf') return pdfText(file);
  if (format === 'docx') return `${docxParagraphs(docxParts(file)['word/document.xml'] ?? '').join('\n')}\n`;
  return file.toString('utf8');
}

describe('exports match their golden files (UPDATE_GOLDEN=1 rewrites them)', () => {
  it.each(['txt', 'csv', 'srt', 'vtt', 'ass', 'pdf', 'docx'] as const)(
    '%s with timestamps and speakers',
    async (format) => {
      expectGolden(
        join(GOLDEN, `transcript.${format}${format === 'pdf' || format === 'docx' ? '.txt' : ''}`),
        await readable(format, ALL),
      );
    },
  );

  it.each(['txt', 'csv', 'srt', 'vtt', 'ass', 'pdf', 'docx'] as const)(
    '%s without timestamps or speakers',
    async (format) => {
      expectGolden(
        join(GOLDEN, `plain.${format}${format === 'pdf' || format === 'docx' ? '.txt' : ''}`),
        await readable(format, NONE),
      );
    },
  );
});
