import { AlignmentType, Document, Footer, HeadingLevel, Packer, PageNumber, Paragraph, TextRun } from 'docx';
import { documentOutline } from './document-outline.js';
import type { ExportDocument, ExportOptions } from './export-document.js';

const GREY = '555555';

/** Text with its typed line breaks as Word line breaks. */
const runs = (text: string, style: { color?: string; bold?: boolean } = {}) =>
  text.split('\n').map((part, i) => new TextRun({ text: part, break: i > 0 ? 1 : 0, ...style }));

/**
 * Word document: a Title, the recording details, the summary under its Heading 1 when there is one, a
 * Heading 2 per speaker turn, a paragraph per segment.
 */
export function renderDocx(document: ExportDocument, options: ExportOptions): Promise<Buffer> {
  const outline = documentOutline(document, options);
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: runs(outline.title) }),
    ...outline.details.map(
      ([label, value]) =>
        new Paragraph({ children: [...runs(`${label}: `, { bold: true, color: GREY }), ...runs(value)] }),
    ),
    ...(outline.summary
      ? [
          new Paragraph({ heading: HeadingLevel.HEADING_1, text: 'Summary' }),
          ...outline.summary.map((paragraph) => new Paragraph({ children: runs(paragraph) })),
        ]
      : []),
    new Paragraph({ heading: HeadingLevel.HEADING_1, text: 'Transcript' }),
  ];
  for (const section of outline.sections) {
    if (section.speaker !== null) {
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: runs(section.speaker) }));
    }
    for (const paragraph of section.paragraphs) {
      const time = paragraph.time === null ? [] : runs(`[${paragraph.time}] `, { color: GREY });
      children.push(new Paragraph({ children: [...time, ...runs(paragraph.text)] }));
    }
  }
  const footer = new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] })],
      }),
    ],
  });
  const word = new Document({
    creator: 'Transcribe',
    title: outline.title,
    sections: [{ footers: { default: footer }, children }],
  });
  return Packer.toBuffer(word);
}
