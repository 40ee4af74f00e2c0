import type {
  TBuiltinSummaryTemplate,
  TSummaryTemplate,
  TSummaryTemplateId,
  TTranscriptSummaryResponse,
} from '@transcribe/contract';
import { LlmError } from '../../adapters/llm-chat.js';
import type { AppContext } from '../../app-context.js';
import { summaryTemplateById } from '../../db/repositories/summary-templates.js';
import { findInsight, saveInsight } from '../../db/repositories/transcript-insights.js';
import { AppError } from '../../domain/app-error.js';
import { languageById } from '../../domain/languages.js';
import type { Logger } from '../../domain/logger.js';
import { promptTranscript } from '../../text/insights/llm-prompts.js';
import { parseTemplateAnswer, templatePrompt } from '../../text/insights/template-prompts.js';
import { completedTranscript } from '../core/completed-transcript.js';
import { promptsOfFile } from '../core/file-prompts.js';
import { askLanguageModel } from '../core/llm-calls.js';
import { BUILTIN_TEMPLATE_NAMES, builtinTemplate, toSummaryTemplate } from '../views/summary-template.js';
import { usableTemplate } from './summary-templates.js';
import {
  type InsightMeta,
  isKept,
  type ReadyTranscript,
  regenerateDefaultSummary,
  sourceHashOf,
  transcriptSummary,
} from './transcript-insights.js';

type SummaryView = TTranscriptSummaryResponse['data'];

const NO_META: InsightMeta = { template: null, template_name: null, edited_at: null };

/** The stored template column: a built-in template's name, or an own template's id as text. */
const templateOf = (meta: InsightMeta): TSummaryTemplateId => {
  if (meta.template === null) return 'default';
  return /^\d+$/.test(meta.template) ? Number(meta.template) : (meta.template as TSummaryTemplateId);
};

function view(text: string, meta: InsightMeta): SummaryView {
  return {
    audio_transcript_summary: text,
    audio_transcript_summary_template_id: templateOf(meta),
    audio_transcript_summary_template_name: meta.template_name ?? BUILTIN_TEMPLATE_NAMES.default,
    audio_transcript_summary_edited: meta.edited_at !== null,
  };
}

/**
 * GET: the stored summary when kept (edited, or written with another template); else the one the file's
 * folder or tag asks for (written now, with the language model); else the default one.
 */
export async function summaryOf(ctx: AppContext, userId: number, id: number, log: Logger) {
  const row = await completedTranscript(ctx, userId, id, 'read');
  const { template } = await promptsOfFile(ctx, row.audio_id);
  // Said only when the summary is the one the file's folder or tag asks for.
  const sourceOf = (meta: InsightMeta) =>
    template !== null && String(template.id) === (meta.template ?? 'default')
      ? { audio_transcript_summary_template_source: template.source }
      : {};
  const stored = await findInsight(ctx.db, id, 'summary');
  if (!(stored && isKept(stored)) && template !== null && template.id !== 'default' && ctx.config.llm) {
    const written = await writtenWithFileTemplate(ctx, userId, row, template.id, log);
    if (written)
      return {
        ...view(written.text, written.meta),
        audio_transcript_summary_template_source: template.source,
      };
  }
  const { value, stored: meta = NO_META } = await transcriptSummary(ctx, userId, id, log);
  return { ...view(value, meta), ...sourceOf(meta) };
}

/** The summary written with the template a file's folder or tag asks for; undefined when the model fails. */
async function writtenWithFileTemplate(
  ctx: AppContext,
  userId: number,
  row: ReadyTranscript,
  templateId: TSummaryTemplateId,
  log: Logger,
) {
  const own = typeof templateId === 'number' ? await summaryTemplateById(ctx.db, templateId) : undefined;
  if (typeof templateId === 'number' && !own) return undefined;
  const template = own ? toSummaryTemplate(own) : builtinTemplate(templateId as TBuiltinSummaryTemplate);
  try {
    return { text: await writeWithTemplate(ctx, userId, row, template, log), meta: metaOf(template) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'LLM_REQUIRED') return undefined;
    throw error;
  }
}

/**
 * Writes the summary anew with a template, replacing the stored one (a hand edit too). The default template
 * falls back to the built-in method; any other needs the language model: LLM_REQUIRED when there is none,
 * it fails, or the user's tokens for the day are used up.
 */
export async function regenerateSummary(
  ctx: AppContext,
  userId: number,
  id: number,
  templateId: TSummaryTemplateId,
  log: Logger,
): Promise<SummaryView> {
  const row = await completedTranscript(ctx, userId, id, 'write');
  const template = await usableTemplate(ctx, userId, templateId);
  if (template.summary_template_id === 'default') {
    return view(await regenerateDefaultSummary(ctx, userId, row, log), NO_META);
  }
  return view(await writeWithTemplate(ctx, userId, row, template, log), metaOf(template));
}

const metaOf = (template: TSummaryTemplate): InsightMeta => ({
  template: String(template.summary_template_id),
  template_name: template.summary_template_name,
  edited_at: null,
});

/** Writes and stores the summary a template asks for (kept until regenerated). */
async function writeWithTemplate(
  ctx: AppContext,
  userId: number,
  row: ReadyTranscript,
  template: TSummaryTemplate,
  log: Logger,
): Promise<string> {
  const text = await shapedSummary(ctx, userId, row, template.summary_template_prompt, log);
  await saveInsight(ctx.db, {
    transcript_id: row.id,
    kind: 'summary',
    method: `llm:${ctx.config.llm?.model ?? ''}`,
    source_hash: sourceHashOf(row.data),
    content: JSON.stringify(text),
    ...metaOf(template),
  });
  return text;
}

async function shapedSummary(
  ctx: AppContext,
  userId: number,
  row: ReadyTranscript,
  instructions: string,
  log: Logger,
): Promise<string> {
  const language = languageById(row.language_id) ?? { iso: 'en', name: 'English' };
  const messages = templatePrompt(instructions, promptTranscript(row.blocks, language.iso), language.name);
  try {
    const text = parseTemplateAnswer((await askLanguageModel(ctx, userId, 'template', messages)).content);
    if (text === '') throw new LlmError('The language model wrote an empty summary.');
    return text;
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    log.warn({ transcriptId: row.id, reason: error.message }, 'LLM summary template failed');
    throw new AppError('LLM_REQUIRED', `This template needs a language model: ${error.message}`);
  }
}

/** The summary as the user wrote it, kept (with the template it was made with) until regenerated. */
export async function editSummary(
  ctx: AppContext,
  userId: number,
  id: number,
  text: string,
): Promise<SummaryView> {
  const row = await completedTranscript(ctx, userId, id, 'write');
  const before = await findInsight(ctx.db, id, 'summary');
  const meta: InsightMeta = {
    template: before?.template ?? null,
    template_name: before?.template_name ?? null,
    edited_at: new Date().toISOString(),
  };
  await saveInsight(ctx.db, {
    transcript_id: id,
    kind: 'summary',
    method: 'edited',
    source_hash: sourceHashOf(row.data),
    content: JSON.stringify(text),
    ...meta,
  });
  return view(text, meta);
}

/**
 * The summary an export puts at its top: one edited or written with a template, or a default one still
 * matching the transcript; none when no one has asked for one (an export never calls the model).
 */
export async function exportableSummary(
  ctx: AppContext,
  row: Pick<ReadyTranscript, 'id' | 'data'>,
): Promise<string | undefined> {
  const stored = await findInsight(ctx.db, row.id, 'summary');
  if (!stored || !(isKept(stored) || stored.source_hash === sourceHashOf(row.data))) return undefined;
  const text = (JSON.parse(stored.content) as string).trim();
  return text === '' ? undefined : text;
}
