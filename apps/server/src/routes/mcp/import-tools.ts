import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { type TImport, ZImportRequest } from '@transcribe/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../domain/app-error.js';
import { DETECT_LANGUAGE, languageByIso } from '../../domain/languages.js';
import type { RateLimits } from '../../http/rate-limits.js';
import { readOnlyKeyRefused } from '../../services/accounts/api-keys.js';
import { importFor, startImport } from '../../services/imports/link-imports.js';
import { answer, invalidArguments, type McpCaller } from './tool-result.js';

const TOO_MANY_IMPORTS = 'Too many uploads at once. Please wait a few minutes and try again.';

function importText(found: TImport): string {
  const bytes = found.import_total_bytes
    ? `${found.import_received_bytes} of ${found.import_total_bytes} bytes`
    : `${found.import_received_bytes} bytes`;
  const outcome =
    found.import_status === 'failed'
      ? `failed: ${found.import_error ?? 'unknown'} (${found.import_error_code ?? 'INTERNAL'})`
      : found.import_status === 'completed'
        ? `completed: audio_id ${found.audio_duplicate_of ?? found.audio_id}` +
          (found.audio_duplicate_of ? ' (the file was already there)' : ', being transcribed')
        : `importing (${bytes} so far)`;
  return `Import ${found.import_id} of ${found.import_url}: ${outcome}.`;
}

function languageId(iso: string): number {
  if (iso === DETECT_LANGUAGE.iso) return DETECT_LANGUAGE.id;
  const language = languageByIso(iso);
  if (!language) throw new AppError('VALIDATION_FAILED', `Unknown language "${iso}".`);
  return language.id;
}

/**
 * import_url, get_import: a recording from a link, downloaded and transcribed (services/imports), and how far
 * it is. Listed for every caller so an assistant can say why it cannot; a read-only key is refused.
 */
export function registerImportTools(
  server: McpServer,
  ctx: AppContext,
  limits: RateLimits,
  caller: McpCaller,
): void {
  server.registerTool(
    'import_url',
    {
      title: 'Import a recording from a link',
      description:
        'Downloads a recording (audio or video) from an http(s) link into a folder and transcribes it. Not ' +
        'with a read-only API key. Follow it with get_import.',
      inputSchema: {
        url: z
          .string()
          .describe("The http(s) address of a recording, or of a video site's page that plays one."),
        folder_id: z.number().int().positive().optional().describe('Default: your root folder.'),
        language: z.string().default('en').describe('The ISO code of the language spoken ("auto": detect).'),
        speakers: z.number().int().min(0).max(10).default(1).describe('How many speak (0: unknown).'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
    },
    ({ url, folder_id, language, speakers }) =>
      answer(caller.log, async () => {
        if (caller.readOnlyKey) throw readOnlyKeyRefused();
        const request = ZImportRequest.safeParse({
          url,
          folder_id,
          transcription: {
            audio_transcript_language_id: languageId(language),
            audio_transcript_num_speakers: speakers,
          },
        });
        if (!request.success) throw invalidArguments(request.error);
        const { perUser, windowMs } = ctx.config.rateLimit.uploads;
        await limits.consume('upload', String(caller.userId), perUser, windowMs, TOO_MANY_IMPORTS);
        return importText(await startImport(ctx, caller.userId, request.data, caller.log));
      }),
  );

  server.registerTool(
    'get_import',
    {
      title: 'Follow an import',
      description: 'How far an import from import_url is, and the audio_id it became.',
      inputSchema: { import_id: z.number().int().positive() },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ import_id }) =>
      answer(caller.log, async () => importText(await importFor(ctx, caller.userId, import_id))),
  );
}
