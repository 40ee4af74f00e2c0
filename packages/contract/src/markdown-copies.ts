import { z } from 'zod';

const FOLDER_ERROR = 'Choose a folder name: letters, digits, spaces, dots, dashes, one "/" between parts.';

/** A folder inside the server's MARKDOWN_EXPORT_DIR: relative, no part "." or "..", no backslash. */
export const ZMarkdownFolder = z
  .string()
  .trim()
  .min(1, { error: FOLDER_ERROR })
  .max(200, { error: FOLDER_ERROR })
  .refine(
    (folder) =>
      !/[\\\0:*?"<>|]/.test(folder) &&
      !folder.startsWith('/') &&
      folder.split('/').every((part) => part.trim() !== '' && part !== '.' && part !== '..'),
    { error: FOLDER_ERROR },
  );

/** Markdown copies of a user's (or a workspace's) transcripts, as asked to be. */
export const ZMarkdownExportRequest = z.object({
  markdown_export_enabled: z.boolean(),
  markdown_export_folder: ZMarkdownFolder,
});
export type TMarkdownExportRequest = z.infer<typeof ZMarkdownExportRequest>;

/** As they are: on or off, the folder (a suggestion while off) and where on the server that is. */
export const ZMarkdownExport = ZMarkdownExportRequest.extend({
  /** The folder's full path on the server. */
  markdown_export_location: z.string(),
});
export type TMarkdownExport = z.infer<typeof ZMarkdownExport>;

export const ZMarkdownExportResponse = z.object({ success: z.literal(true), data: ZMarkdownExport });
export type TMarkdownExportResponse = z.infer<typeof ZMarkdownExportResponse>;
