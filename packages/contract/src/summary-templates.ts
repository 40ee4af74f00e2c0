import { z } from 'zod';
import { hasUnsafeCharacters, rowId } from './common.js';

/**
 * The shapes a summary comes in without the user writing one: the default summary (a paragraph; the
 * built-in extractive method writes it when there is no language model), and three that need a model.
 */
export const BUILTIN_SUMMARY_TEMPLATES = [
  'default',
  'meeting-minutes',
  'interview',
  'lecture-notes',
] as const;
export const ZBuiltinSummaryTemplate = z.enum(BUILTIN_SUMMARY_TEMPLATES);
export type TBuiltinSummaryTemplate = z.infer<typeof ZBuiltinSummaryTemplate>;

/** A built-in template by name, or one of the user's own by its number. */
export const ZSummaryTemplateId = z.union([ZBuiltinSummaryTemplate, rowId()]);
export type TSummaryTemplateId = z.infer<typeof ZSummaryTemplateId>;

/** The longest template name and prompt, in characters. */
export const SUMMARY_TEMPLATE_NAME_MAX = 100;
export const SUMMARY_TEMPLATE_PROMPT_MAX = 4000;
/** The longest summary written by hand, in characters. */
export const SUMMARY_TEXT_MAX = 50_000;

const ZTemplateName = z
  .string()
  .trim()
  .min(1, { error: 'A template needs a name.' })
  .max(SUMMARY_TEMPLATE_NAME_MAX, {
    error: `A template name may hold at most ${SUMMARY_TEMPLATE_NAME_MAX} characters.`,
  })
  .refine((name) => !hasUnsafeCharacters(name), { error: 'A name cannot hold control characters.' });

const ZTemplatePrompt = z
  .string()
  .trim()
  .min(1, { error: 'A template needs a prompt: what the summary should hold.' })
  .max(SUMMARY_TEMPLATE_PROMPT_MAX, {
    error: `A prompt may hold at most ${SUMMARY_TEMPLATE_PROMPT_MAX} characters.`,
  });

/** A template a summary can be written with: a built-in one, or the user's own (a name and a prompt). */
export const ZSummaryTemplate = z.object({
  summary_template_id: ZSummaryTemplateId,
  summary_template_builtin: z.boolean(),
  /** A built-in template's English name (the web app shows its own translation); an own template's name. */
  summary_template_name: z.string(),
  /** What the template asks the language model for (an own template: the user's prompt). */
  summary_template_prompt: z.string(),
  /** Only the default template has a method of its own when no language model is available. */
  summary_template_needs_llm: z.boolean(),
});
export type TSummaryTemplate = z.infer<typeof ZSummaryTemplate>;

export const ZSummaryTemplateListResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** The built-in templates first, then the user's own by name. */
    summary_templates: z.array(ZSummaryTemplate),
    /** Whether a language model is configured (it may still fail, or the day's tokens run out). */
    llm_available: z.boolean(),
  }),
});
export type TSummaryTemplateListResponse = z.infer<typeof ZSummaryTemplateListResponse>;

export const ZSummaryTemplateCreateRequest = z.object({
  summary_template_name: ZTemplateName,
  summary_template_prompt: ZTemplatePrompt,
});
export type TSummaryTemplateCreateRequest = z.infer<typeof ZSummaryTemplateCreateRequest>;

export const ZSummaryTemplateUpdateRequest = ZSummaryTemplateCreateRequest.partial().refine(
  (body) => body.summary_template_name !== undefined || body.summary_template_prompt !== undefined,
  { error: 'Give a new name, a new prompt, or both.' },
);
export type TSummaryTemplateUpdateRequest = z.infer<typeof ZSummaryTemplateUpdateRequest>;

export const ZSummaryTemplateResponse = z.object({ success: z.literal(true), data: ZSummaryTemplate });
export type TSummaryTemplateResponse = z.infer<typeof ZSummaryTemplateResponse>;

/** Write the transcript's summary anew with this template (replacing a summary edited by hand). */
export const ZSummaryRegenerateRequest = z.object({ template_id: ZSummaryTemplateId });
export type TSummaryRegenerateRequest = z.infer<typeof ZSummaryRegenerateRequest>;

/** The summary as the user wrote it; kept until the summary is regenerated. */
export const ZSummaryEditRequest = z.object({
  audio_transcript_summary: z
    .string()
    .trim()
    .max(SUMMARY_TEXT_MAX, { error: `A summary may hold at most ${SUMMARY_TEXT_MAX} characters.` }),
});
export type TSummaryEditRequest = z.infer<typeof ZSummaryEditRequest>;
