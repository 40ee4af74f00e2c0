import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';

/** A poppler tool's output on a PDF, which it reads from a temporary file; `args` places the file. */
function popplerOn(pdf: Buffer, tool: string, args: (file: string) => string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    writeFileSync(join(dir, 'file.pdf'), pdf);
    return execFileSync(tool, args(join(dir, 'file.pdf')), { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text poppler's pdftotext finds in a PDF. */
export const pdfText = (pdf: Buffer, ...args: string[]) =>
  popplerOn(pdf, 'pdftotext', (file) => [...args, file, '-']);

/** The fonts poppler's pdffonts lists: name and whether it is embedded. */
export function pdfFontList(pdf: Buffer): { name: string; embedded: boolean }[] {
  const lines = popplerOn(pdf, 'pdffonts', (file) => [file])
    .trim()
    .split('\n');
  return lines.slice(2).map((line) => {
    const columns = line.trim().split(/\s+/);
    return { name: columns[0] ?? '', embedded: columns.at(-5) === 'yes' };
  });
}

/** The number of pages pdfinfo counts. */
export const pdfPageCount = (pdf: Buffer) =>
  Number(/^Pages:\s+(\d+)$/m.exec(popplerOn(pdf, 'pdfinfo', (file) => [file]))?.[1]);

/** The files inside a DOCX (a zip), as text. */
export function docxParts(docx: Buffer): Record<string, string> {
  const files = unzipSync(new Uint8Array(docx));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

const unescapeXml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** The paragraphs of word/document.xml as "[Style] text" lines (line breaks as \n). */
export function docxParagraphs(documentXml: string): string[] {
  return Array.from(documentXml.matchAll(/<w:p>(.*?)<\/w:p>/gs), ([, body = '']) => {
    const style = /<w:pStyle w:val="([^"]+)"\/>/.exec(body)?.[1];
    const text = Array.from(body.matchAll(/<w:br\/>|<w:t(?: [^>]*)?>(.*?)<\/w:t>/gs), ([tag, t]) =>
      tag === '<w:br/>' ? '\n' : unescapeXml(t ?? ''),
    ).join('');
    return style ? `[${style}] ${text}` : text;
  });
}
