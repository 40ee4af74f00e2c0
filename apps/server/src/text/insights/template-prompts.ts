/**
 * Prompts of the summary templates that need a language model: meeting minutes, interview, lecture notes,
 * and a user's own template (their prompt). Each answer is kept as the model wrote it, line breaks and all.
 */

/** What each built-in shaped template asks for. */
export const TEMPLATE_INSTRUCTIONS = {
  'meeting-minutes':
    'Write the minutes of this meeting. Start with a short overview (two or three sentences). Then a ' +
    '"Decisions" section: one line starting with "- " per decision taken. Then an "Action items" section: ' +
    'one line starting with "- " per task agreed, naming its owner and its due date when the transcript ' +
    'says them (for example "- Send the report (owner: Ana, due: Friday)"). Write "None" under a section ' +
    'with nothing in it.',
  interview:
    'Write this interview as questions and answers: for each question asked, a line "Q: " with the ' +
    'question, then a line "A: " with the answer given, in brief. Keep the order of the conversation.',
  'lecture-notes':
    'Write lecture notes of this talk: the topic in one line, then the main points as short headed ' +
    'sections with lines starting with "- ", the key terms with their meaning, and a recap of two or ' +
    'three sentences at the end.',
} as const;
export type ShapedTemplate = keyof typeof TEMPLATE_INSTRUCTIONS;

const system = (languageName: string) =>
  `You write summaries of transcripts in a set shape. Always write in ${languageName}, the language of ` +
  'the transcript. Use only what the transcript says; never invent names, dates or facts.';

/** The messages asking for a summary of `transcript` shaped by `instructions` (a template's prompt). */
export function templatePrompt(instructions: string, transcript: string, languageName: string) {
  return [
    { role: 'system' as const, content: system(languageName) },
    {
      role: 'user' as const,
      content:
        `${instructions.trim()}\n\nWrite in ${languageName}. Answer with the summary only, as plain ` +
        `text.\n\nTranscript:\n${transcript}`,
    },
  ];
}

/** The answer as stored: trimmed, trailing spaces and runs of blank lines dropped. */
export function parseTemplateAnswer(answer: string): string {
  return answer
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
