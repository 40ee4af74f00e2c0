import type { TSummaryTemplate } from '@transcribe/contract';

/** The server's built-in templates as GET /api/v1/summary-templates lists them. */
export const BUILTIN_TEMPLATES: TSummaryTemplate[] = [
  ['default', 'Default summary'],
  ['meeting-minutes', 'Meeting minutes'],
  ['interview', 'Interview'],
  ['lecture-notes', 'Lecture notes'],
].map(([id, name]) => ({
  summary_template_id: id as TSummaryTemplate['summary_template_id'],
  summary_template_builtin: true,
  summary_template_name: name ?? '',
  summary_template_prompt: `The ${name} prompt.`,
  summary_template_needs_llm: id !== 'default',
}));

export const ownTemplate = (id: number, name: string, prompt: string): TSummaryTemplate => ({
  summary_template_id: id,
  summary_template_builtin: false,
  summary_template_name: name,
  summary_template_prompt: prompt,
  summary_template_needs_llm: true,
});

/** The list answer: built-ins first, then own ones. */
export const templateList = (own: TSummaryTemplate[], llmAvailable = true) => ({
  success: true,
  data: { summary_templates: [...BUILTIN_TEMPLATES, ...own], llm_available: llmAvailable },
});
