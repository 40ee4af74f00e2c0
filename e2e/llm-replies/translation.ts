import type { LlmReply, LlmRequest } from '@transcribe/server/test-support/fake-llm';

/** A small English-to-Spanish dictionary: enough for the spec's sentences, word by word. */
const SPANISH: Record<string, string> = {
  welcome: 'bienvenidos',
  to: 'a',
  the: 'la',
  planning: 'planificación',
  meeting: 'reunión',
  for: 'para',
  new: 'nuevo',
  depot: 'depósito',
  we: 'nosotros',
  looked: 'miramos',
  at: 'en',
  delivery: 'entrega',
  schedule: 'horario',
  first: 'primero',
  budget: 'presupuesto',
  was: 'fue',
  approved: 'aprobado',
  on: 'el',
  friday: 'viernes',
  by: 'por',
  board: 'junta',
};

const translateLine = (text: string) =>
  text
    .split(' ')
    .map((word) => {
      const bare = word.replace(/[.,!?]$/, '');
      const known = SPANISH[bare.toLowerCase()];
      if (!known) return word;
      const cased = /^[A-Z]/.test(bare) ? `${known.charAt(0).toUpperCase()}${known.slice(1)}` : known;
      return `${cased}${word.slice(bare.length)}`;
    })
    .join(' ');

/**
 * The stand-in's answer to the translation prompt (recognised by its system message): every tagged line
 * "[id] text" back with its tag, translated word by word, after a short pause per call so the browser sees
 * the progress; undefined for any other prompt.
 */
export function translationReply(request: LlmRequest): LlmReply | undefined {
  if (!request.body.messages[0]?.content.startsWith('You translate transcript segments')) return undefined;
  const lines = Array.from((request.body.messages.at(-1)?.content ?? '').matchAll(/^\[(\d+)\] (.*)$/gm));
  return {
    delayMs: 1500,
    content: lines.map(([, id, text]) => `[${id}] ${translateLine(text ?? '')}`).join('\n'),
    usage: { prompt_tokens: 60, completion_tokens: 50 },
  };
}
