/** A transcript segment as the model is shown it, under the id it must cite it by (`S3`). */
export interface PromptSegment {
  ref: string;
  fileName: string;
  speaker: string;
  /** Seconds from the start of the recording. */
  start: number;
  text: string;
}

/** An earlier question of the conversation and the answer it got. */
export interface PriorTurn {
  question: string;
  answer: string;
}

interface Message {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The system message; its first sentence is how stand-in models recognise the prompt. */
export const ASK_SYSTEM_PROMPT = [
  'You answer questions about transcripts of recordings using only the numbered transcript segments given.',
  'After every statement, cite the segment or segments it rests on by their ids in square brackets, like [S3].',
  'Cite only ids that appear in the segments given. If the segments do not hold the answer, say so briefly.',
  'Answer in the language of the question, in a few sentences of plain text without headings.',
].join(' ');

const clock = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  const m = Math.floor(whole / 60);
  return `${m}:${String(whole % 60).padStart(2, '0')}`;
};

/** One line per segment: `[S3] (file, 1:05) Speaker: text`; the file is named when several are. */
export function promptSegments(segments: PromptSegment[], nameFiles: boolean): string {
  return segments
    .map((s) => {
      const where = nameFiles ? `${s.fileName}, ${clock(s.start)}` : clock(s.start);
      const who = s.speaker ? `${s.speaker}: ` : '';
      return `[${s.ref}] (${where}) ${who}${s.text.replace(/\s+/g, ' ').trim()}`;
    })
    .join('\n');
}

/**
 * The messages for one question: the instructions, the last turns of the conversation (so a follow-up
 * question reads in context), then the segments and the question.
 */
export function askMessages(
  question: string,
  segments: PromptSegment[],
  history: PriorTurn[],
  nameFiles: boolean,
): Message[] {
  const listed =
    segments.length > 0 ? promptSegments(segments, nameFiles) : '(No segment matches the question.)';
  return [
    { role: 'system', content: ASK_SYSTEM_PROMPT },
    ...history.flatMap((turn): Message[] => [
      { role: 'user', content: turn.question },
      { role: 'assistant', content: turn.answer },
    ]),
    { role: 'user', content: `Transcript segments:\n${listed}\n\nQuestion: ${question}` },
  ];
}

const CITATION_GROUP = /\[\s*(S\d+(?:\s*[,;]\s*S\d+)*)\s*\]/gi;

/** The ids an answer cites, each once, in the order first cited ([S1], [S2, S5] and [s3] all count). */
export function citedRefs(answer: string): string[] {
  const refs = new Set<string>();
  for (const match of answer.matchAll(CITATION_GROUP)) {
    for (const ref of (match[1] ?? '').split(/[,;]/)) refs.add(ref.trim().toUpperCase());
  }
  return [...refs];
}

/** The answer with citations of ids it was not given taken out (a model may invent some). */
export function withKnownRefs(answer: string, known: ReadonlySet<string>): string {
  return answer
    .replace(CITATION_GROUP, (_whole, group: string) => {
      const kept = group
        .split(/[,;]/)
        .map((ref) => ref.trim().toUpperCase())
        .filter((ref) => known.has(ref));
      return kept.length > 0 ? `[${kept.join(', ')}]` : '';
    })
    .replace(/[ \t]+([.,;:!?])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}
