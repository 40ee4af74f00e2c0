import { z } from 'zod';
import { withoutUnsafeCharacters } from './common.js';

export const SAVED_VIEW_NAME_MAX = 80;
/** The most views one user saves. */
export const SAVED_VIEWS_MAX = 50;

/**
 * A file list's filters and sort saved under a name ("Unreviewed calls this week"): `saved_view_query` is the
 * list's query string as the address holds it (`tag=3&reviewed_max=99&sort=date`, `folder_id` for a
 * folder's view, `archived=true` for the Archive), opened as it was saved.
 */
export const ZSavedView = z.object({
  saved_view_id: z.number().int(),
  saved_view_name: z.string(),
  saved_view_query: z.string(),
  saved_view_created_at: z.string(),
});
export type TSavedView = z.infer<typeof ZSavedView>;

const ZSavedViewName = z
  .string({ error: 'Please name the view.' })
  .overwrite(withoutUnsafeCharacters)
  .trim()
  .min(1, { error: 'Please name the view.' })
  .max(SAVED_VIEW_NAME_MAX, { error: `A view's name must be at most ${SAVED_VIEW_NAME_MAX} characters.` });
const ZSavedViewQuery = z
  .string()
  .max(2000, { error: 'The view holds too many filters.' })
  .refine((query) => !query.startsWith('?') && !/[\s#]/.test(query), {
    error: 'saved_view_query must be a query string like tag=3&sort=name.',
  });

export const ZCreateSavedViewRequest = z.object({
  saved_view_name: ZSavedViewName,
  saved_view_query: ZSavedViewQuery,
});
export type TCreateSavedViewRequest = z.input<typeof ZCreateSavedViewRequest>;
export const ZUpdateSavedViewRequest = z
  .object({ saved_view_name: ZSavedViewName.optional(), saved_view_query: ZSavedViewQuery.optional() })
  .refine((body) => body.saved_view_name !== undefined || body.saved_view_query !== undefined, {
    error: 'Nothing to change: send saved_view_name and/or saved_view_query.',
  });
export type TUpdateSavedViewRequest = z.input<typeof ZUpdateSavedViewRequest>;

export const ZSavedViewListResponse = z.object({ success: z.literal(true), data: z.array(ZSavedView) });
export const ZSavedViewResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZSavedView,
});
export type TSavedViewResponse = z.infer<typeof ZSavedViewResponse>;
