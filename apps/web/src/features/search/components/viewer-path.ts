import type { TSearchFileHit } from '@transcribe/contract';
import { markedWords } from '@/components/highlighted-text';

/** The viewer's address for a result: at `time` (when given) with the matched words highlighted. */
export function viewerPath(file: TSearchFileHit, time?: number): string {
  const words = markedWords([
    { text: file.file_name, ranges: file.file_name_highlights },
    ...file.segments.map((s) => ({ text: s.snippet, ranges: s.highlights })),
  ]);
  const params = new URLSearchParams();
  if (time !== undefined) params.set('t', String(time));
  if (words.length) params.set('hl', words.join(' '));
  const query = params.toString();
  return `/dashboard/transcript/${file.audio_id}${query ? `?${query}` : ''}`;
}
