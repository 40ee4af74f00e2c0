import type { TSpeakerBlock } from '@transcribe/contract';
import { byRank, rankedSentences } from './ranked-sentences.js';
import { sameTextKey } from './tokens.js';
import { transcriptSentences } from './transcript-sentences.js';

/** About 3,000 tokens: fits the default context of small local models with room for the answer. */
export const PROMPT_MAX_CHARS = 12_000;
const MAX_NOTES = 10;

/**
 * The transcript as the model reads it: "Speaker: text" per turn. One too long for the model's context is
 * cut to its highest-ranked sentences, kept in order, so the model still sees the whole conversation.
 */
export function promptTranscript(
  blocks: TSpeakerBlock[],
  language: string,
  maxChars = PROMPT_MAX_CHARS,
): string {
  const turns = blocks
    .map((block) => {
      const text = block.audio_transcript_data_segment
        .map((s) => s.audio_transcript_data_segment_transcript)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      return text === '' ? '' : `${block.audio_transcript_data_speaker}: ${text}`;
    })
    .filter((turn) => turn !== '');
  const full = turns.join('\n');
  if (full.length <= maxChars) return full;
  const sentences = transcriptSentences(blocks, language);
  const kept = new Set<number>();
  let used = 0;
  for (const sentence of rankedSentences(sentences, language).sort(byRank)) {
    if (used + sentence.text.length + 1 > maxChars) continue;
    kept.add(sentence.index);
    used += sentence.text.length + 1;
  }
  return sentences
    .filter((_, i) => kept.has(i))
    .map((sentence) => sentence.text)
    .join('\n');
}

const system = (languageName: string) =>
  `You write summaries of transcripts of recordings. Always write in ${languageName}, the language of the ` +
  'transcript. Use only what the transcript says.';

export function summaryPrompt(transcript: string, languageName: string) {
  return [
    { role: 'system' as const, content: system(languageName) },
    {
      role: 'user' as const,
      content:
        `Summarise this transcript in ${languageName} in one paragraph of at most 8 sentences. ` +
        `Answer with the summary only.\n\nTranscript:\n${transcript}`,
    },
  ];
}

export function keyNotesPrompt(transcript: string, languageName: string) {
  return [
    { role: 'system' as const, content: system(languageName) },
    {
      role: 'user' as const,
      content:
        `List the key notes of this transcript in ${languageName}: 3 to 10 short bullet points, one per ` +
        `line, each starting with "- ". Answer with the list only.\n\nTranscript:\n${transcript}`,
    },
  ];
}

/** The summary paragraph without a heading or label line the model may add ("Summary:", "## Résumé"). */
export function parseSummary(answer: string): string {
  const lines = answer.trim().split('\n');
  const first = lines[0]?.trim() ?? '';
  if (lines.length > 1 && /^(#+\s.*|\**[^.!?]{0,40}:\**)$/.test(first)) lines.shift();
  return lines.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * Notes from a list answer, read as the product reads key notes: split on line breaks, bullets and " - ",
 * list markers stripped, none alike ignoring case, at most 10. A lead-in line ("Key notes:") is no note.
 */
export function parseKeyNotes(answer: string): string[] {
  const notes: string[] = [];
  const seen = new Set<string>();
  for (const line of answer.split(/\n|•| - /)) {
    const note = line
      .replace(/^\s*(?:[-*–]|\d{1,2}[.)])\s*/u, '')
      .replaceAll('**', '')
      .trim();
    const key = sameTextKey(note);
    if (key === '' || seen.has(key) || note.endsWith(':')) continue;
    seen.add(key);
    notes.push(note);
  }
  return notes.slice(0, MAX_NOTES);
}
