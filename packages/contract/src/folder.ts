import { z } from 'zod';
import { rowIdText, withoutUnsafeCharacters } from './common.js';
import { ZFilePromptsFields } from './file-prompts.js';
import { type TSummaryTemplateId, ZBuiltinSummaryTemplate } from './summary-templates.js';

export const FOLDER_NAME_MAX = 255;
/** How deep folders may nest below the root folder. */
export const FOLDER_MAX_DEPTH = 10;

export interface TFolder {
  folder_id: number;
  folder_name: string;
  /** 0 for a top-level folder: 'root' (Recent Files), or a workspace's top folder (named as the workspace). */
  folder_parent_id: number;
  /** The workspace a folder belongs to; absent for the user's own folders. */
  folder_workspace_id?: number;
  /** In the folder list: the files in the folder and all its sub-folders (what deleting it deletes). */
  folder_file_count?: number;
  /** The summary template its files get by default (see file-prompts.ts); absent: none. */
  folder_summary_template_id?: TSummaryTemplateId;
  /** Words its files (and its sub-folders') are transcribed with, besides their owner's vocabulary. */
  folder_vocabulary?: string[];
  folder_children: TFolder[];
}

/** Named, so the OpenAPI document holds the recursive tree once, under `components`, and refers to it. */
export const ZFolder: z.ZodType<TFolder> = z
  .object({
    folder_id: z.number().int(),
    folder_name: z.string(),
    folder_parent_id: z.number().int(),
    folder_workspace_id: z.number().int().optional(),
    folder_file_count: z.number().int().nonnegative().optional(),
    // Not ZSummaryTemplateId: the recursive tree is an OpenAPI component, written without 3.0's conversions.
    folder_summary_template_id: z.union([ZBuiltinSummaryTemplate, z.number().int()]).optional(),
    folder_vocabulary: z.array(z.string()).optional(),
    get folder_children() {
      return z.array(ZFolder);
    },
  })
  .meta({ id: 'Folder' });

export const ZFolderName = z
  .string({ error: 'Folder name cannot be empty.' })
  .overwrite(withoutUnsafeCharacters)
  .trim()
  .min(1, { error: 'Folder name cannot be empty.' })
  .max(FOLDER_NAME_MAX, { error: `Folder name must be at most ${FOLDER_NAME_MAX} characters.` });

const ZFolderId = rowIdText('Invalid target folder selected.');

export const ZCreateFolderRequest = z.object({ folder_name: ZFolderName, folder_parent_id: ZFolderId });
export type TCreateFolderRequest = z.infer<typeof ZCreateFolderRequest>;

/** Rename and/or move. */
export const ZUpdateFolderRequest = z
  .object({
    folder_name: ZFolderName.optional(),
    folder_parent_id: ZFolderId.optional(),
    folder_summary_template_id: ZFilePromptsFields.summary_template_id.optional(),
    folder_vocabulary: ZFilePromptsFields.vocabulary.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to change: send folder_name and/or folder_parent_id.',
  });
export type TUpdateFolderRequest = z.infer<typeof ZUpdateFolderRequest>;

/** The user's folder trees: the one named 'root' is Recent Files; then one per workspace they are in. */
export const ZFolderListResponse = z.object({ success: z.literal(true), data: z.array(ZFolder) });
export const ZFolderResponse = z.object({ success: z.literal(true), message: z.string(), data: ZFolder });
export type TFolderResponse = z.infer<typeof ZFolderResponse>;
