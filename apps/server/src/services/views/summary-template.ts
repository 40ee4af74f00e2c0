import type { TBuiltinSummaryTemplate, TSummaryTemplate } from '@transcribe/contract';
import type { SummaryTemplateRow } from '../../db/repositories/summary-templates.js';
import { TEMPLATE_INSTRUCTIONS } from '../../text/insights/template-prompts.js';

/** The built-in templates' English names (the web app shows its own translations). */
export const BUILTIN_TEMPLATE_NAMES: Record<TBuiltinSummaryTemplate, string> = {
  default: 'Default summary',
  'meeting-minutes': 'Meeting minutes',
  interview: 'Interview',
  'lecture-notes': 'Lecture notes',
};

const DEFAULT_PROMPT =
  'A paragraph of at most 8 sentences; without a language model, the most telling sentences of the transcript.';

export function builtinTemplate(id: TBuiltinSummaryTemplate): TSummaryTemplate {
  return {
    summary_template_id: id,
    summary_template_builtin: true,
    summary_template_name: BUILTIN_TEMPLATE_NAMES[id],
    summary_template_prompt: id === 'default' ? DEFAULT_PROMPT : TEMPLATE_INSTRUCTIONS[id],
    summary_template_needs_llm: id !== 'default',
  };
}

export function toSummaryTemplate(row: SummaryTemplateRow): TSummaryTemplate {
  return {
    summary_template_id: row.id,
    summary_template_builtin: false,
    summary_template_name: row.name,
    summary_template_prompt: row.prompt,
    summary_template_needs_llm: true,
  };
}
