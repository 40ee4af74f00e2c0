import { z } from 'zod';
import { ZErrorCode } from './errors.js';

/** Every failure the API sends: an English message plus a stable code the web app can translate. */
export const ZErrorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  code: ZErrorCode,
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZMessageResponse = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

export const ZHealthResponse = z.object({ status: z.literal('ok') });

/** The largest id a row can have (PostgreSQL's integer): a larger number names nothing, so it is refused. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row's id in a JSON body; `error` is the message for anything that is not one. */
export const rowId = (error?: string) =>
  z.number({ error }).int({ error }).positive({ error }).max(MAX_ROW_ID, { error });

/** A row's id in a path, query string or form field, where it arrives as text. */
export const rowIdText = (error?: string) =>
  z.coerce.number({ error }).int({ error }).positive({ error }).max(MAX_ROW_ID, { error });

/** Positive integer id in a route parameter, e.g. `/folder/{id}`. */
export const ZIdParam = z.object({ id: rowIdText() });

export const ZEmail = z
  .string({ error: 'E-mail address is required.' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'E-mail address is too long.' })
  .pipe(z.email({ error: 'Please enter a valid e-mail address.' }));

export const ZNewPassword = z
  .string({ error: 'Password is required.' })
  .min(8, { error: 'Password must be at least 8 characters.' })
  .max(256, { error: 'Password must be at most 256 characters.' });

/**
 * Control characters (C0, DEL, C1) and bidirectional controls: a right-to-left override can make
 * "invoice\u202Efdp.exe" display as "invoiceexe.pdf", so names people see never keep them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A name as it may be shown: without control and bidirectional control characters. */
export const withoutUnsafeCharacters = (name: string) => name.replace(UNSAFE_NAME_CHARACTERS, '');

/** Whether a text holds control or bidirectional control characters. */
export const hasUnsafeCharacters = (text: string) => withoutUnsafeCharacters(text) !== text;
