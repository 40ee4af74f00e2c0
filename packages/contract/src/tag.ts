import { z } from 'zod';
import { rowId, rowIdText, withoutUnsafeCharacters } from './common.js';
import { ZFilePromptsFields } from './file-prompts.js';
import { ZSummaryTemplateId } from './summary-templates.js';

export const TAG_NAME_MAX = 60;
/** The most tags one file bears, and one PUT /audio/{id}/tags names. */
export const FILE_TAGS_MAX = 30;
/** The colours the app offers for a tag; the API takes any `#rrggbb`. */
export const TAG_COLOURS = [
  '#64748b',
  '#dc2626',
  '#ea580c',
  '#ca8a04',
  '#16a34a',
  '#0d9488',
  '#2563eb',
  '#7c3aed',
  '#db2777',
] as const;

const ZTagName = z
  .string({ error: 'Tag name cannot be empty.' })
  .overwrite(withoutUnsafeCharacters)
  .trim()
  .min(1, { error: 'Tag name cannot be empty.' })
  .max(TAG_NAME_MAX, { error: `Tag name must be at most ${TAG_NAME_MAX} characters.` });

const ZTagColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Tag colour must be a colour like #2563eb.' })
  .transform((colour) => colour.toLowerCase());

/** A tag as a file shows it (`audio_tags` of an audio item). */
export const ZTagRef = z.object({ tag_id: z.number().int(), tag_name: z.string(), tag_colour: z.string() });
export type TTagRef = z.infer<typeof ZTagRef>;

/** A tag of the user's own files, or of a workspace's (`tag_workspace_id`). */
export const ZTag = ZTagRef.extend({
  tag_workspace_id: z.number().int().nullable(),
  /** The files bearing it (archived ones included). */
  tag_file_count: z.number().int().nonnegative(),
  /** The summary template its files get by default (see file-prompts.ts); null: none. */
  tag_summary_template_id: ZSummaryTemplateId.nullable().default(null),
  /** Words its files are transcribed with, besides their owner's vocabulary. */
  tag_vocabulary: z.array(z.string()).default([]),
});
export type TTag = z.infer<typeof ZTag>;

/** Without `workspace_id`, the user's own tags; with it, that workspace's. */
export const ZTagListQuery = z.object({ workspace_id: rowIdText().optional() });
export const ZCreateTagRequest = z.object({
  tag_name: ZTagName,
  tag_colour: ZTagColour.default(TAG_COLOURS[0]),
  /** A workspace's tag (its editors make them); else one of the user's own. */
  workspace_id: rowId().optional(),
});
export type TCreateTagRequest = z.input<typeof ZCreateTagRequest>;
export const ZUpdateTagRequest = z
  .object({
    tag_name: ZTagName.optional(),
    tag_colour: ZTagColour.optional(),
    tag_summary_template_id: ZFilePromptsFields.summary_template_id.optional(),
    tag_vocabulary: ZFilePromptsFields.vocabulary.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to change: send tag_name, tag_colour, tag_summary_template_id or tag_vocabulary.',
  });
export type TUpdateTagRequest = z.input<typeof ZUpdateTagRequest>;
/** Every file bearing the tag bears `into_tag_id` instead, and the tag is deleted. */
export const ZMergeTagRequest = z.object({ into_tag_id: rowId('Choose the tag to merge into.') });
export type TMergeTagRequest = z.input<typeof ZMergeTagRequest>;

export const ZTagListResponse = z.object({ success: z.literal(true), data: z.array(ZTag) });
export const ZTagResponse = z.object({ success: z.literal(true), message: z.string(), data: ZTag });
export type TTagResponse = z.infer<typeof ZTagResponse>;

/** A file's tags, all of them, in the order given (the order they show in). */
export const ZAudioTagsRequest = z.object({
  tag_ids: z
    .array(rowId())
    .max(FILE_TAGS_MAX, { error: `A file bears at most ${FILE_TAGS_MAX} tags.` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'A tag is named twice.' }),
});
export type TAudioTagsRequest = z.input<typeof ZAudioTagsRequest>;
