import {
  BUILTIN_SUMMARY_TEMPLATES,
  type TSummaryTemplate,
  type TSummaryTemplateCreateRequest,
  type TSummaryTemplateId,
  type TSummaryTemplateListResponse,
  type TSummaryTemplateUpdateRequest,
} from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import {
  deleteSummaryTemplate as deleteRow,
  findSummaryTemplate,
  insertSummaryTemplate,
  summaryTemplatesOf,
  updateSummaryTemplate as updateRow,
} from '../../db/repositories/summary-templates.js';
import { notFound } from '../../domain/app-error.js';
import { builtinTemplate, toSummaryTemplate } from '../views/summary-template.js';

const templateNotFound = () => notFound('Summary template');

/** The built-in templates, then the user's own by name; and whether a language model is configured. */
export async function listSummaryTemplates(
  ctx: AppContext,
  userId: number,
): Promise<TSummaryTemplateListResponse['data']> {
  const own = await summaryTemplatesOf(ctx.db, userId);
  return {
    summary_templates: [...BUILTIN_SUMMARY_TEMPLATES.map(builtinTemplate), ...own.map(toSummaryTemplate)],
    llm_available: ctx.config.llm !== undefined,
  };
}

export async function createSummaryTemplate(
  ctx: AppContext,
  userId: number,
  request: TSummaryTemplateCreateRequest,
): Promise<TSummaryTemplate> {
  const row = await insertSummaryTemplate(ctx.db, userId, {
    name: request.summary_template_name,
    prompt: request.summary_template_prompt,
  });
  return toSummaryTemplate(row);
}

export async function updateSummaryTemplate(
  ctx: AppContext,
  userId: number,
  id: number,
  request: TSummaryTemplateUpdateRequest,
): Promise<TSummaryTemplate> {
  const row = await updateRow(ctx.db, userId, id, {
    ...(request.summary_template_name === undefined ? {} : { name: request.summary_template_name }),
    ...(request.summary_template_prompt === undefined ? {} : { prompt: request.summary_template_prompt }),
  });
  if (!row) throw templateNotFound();
  return toSummaryTemplate(row);
}

/** Summaries already written with it keep their text and the template's name. */
export async function deleteSummaryTemplate(ctx: AppContext, userId: number, id: number): Promise<void> {
  if (!(await deleteRow(ctx.db, userId, id))) throw templateNotFound();
}

/** A template the user may write a summary with: a built-in one or their own (404 for anyone else's). */
export async function usableTemplate(
  ctx: AppContext,
  userId: number,
  id: TSummaryTemplateId,
): Promise<TSummaryTemplate> {
  if (typeof id === 'string') return builtinTemplate(id);
  const row = await findSummaryTemplate(ctx.db, userId, id);
  if (!row) throw templateNotFound();
  return toSummaryTemplate(row);
}
