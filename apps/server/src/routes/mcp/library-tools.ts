import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { SEARCH_PAGE_SIZE_MAX, SEARCH_QUERY_MAX, type TAudioItem, type TFolder } from '@transcribe/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { folderTrees } from '../../services/library/folders.js';
import { listAudioItems } from '../../services/library/library.js';
import { searchLibrary } from '../../services/library/search.js';
import { answer, type McpCaller, timeOf } from './tool-result.js';

const READS = { readOnlyHint: true, openWorldHint: false } as const;
const FILES_MAX = 200;

/** "1 file", "3 files". */
const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function folderLines(folders: TFolder[], depth = 0): string[] {
  return folders.flatMap((f) => {
    const where = f.folder_workspace_id === undefined ? '' : `, workspace ${f.folder_workspace_id}`;
    const count = f.folder_file_count === undefined ? '' : `, ${counted(f.folder_file_count, 'file')}`;
    const line = `${'  '.repeat(depth)}- ${f.folder_name} (folder_id ${f.folder_id}${where}${count})`;
    return [line, ...folderLines(f.folder_children, depth + 1)];
  });
}

function fileLine(item: TAudioItem): string {
  const transcripts = item.audio_transcript.map(
    (t) =>
      `transcript_id ${t.audio_transcript_id} ${t.audio_transcript_status} (${t.audio_transcript_language.audio_transcript_language_name})`,
  );
  return (
    `- "${item.audio_file.file_name}" (audio_id ${item.audio_id}, folder_id ${item.audio_file.file_folder_id}, ` +
    `${timeOf(item.audio_duration)} long, added ${item.audio_create_date}, your role ${item.audio_role}): ` +
    (transcripts.length > 0 ? transcripts.join('; ') : 'not transcribed')
  );
}

/** search_transcripts, list_folders, list_files: the library as the user may read it (services/library). */
export function registerLibraryTools(server: McpServer, ctx: AppContext, caller: McpCaller): void {
  server.registerTool(
    'search_transcripts',
    {
      title: 'Search transcripts',
      description:
        'Finds the files whose name or transcript holds every word of the query (your own files and your ' +
        "workspaces'), best first, with their best matching segments, their times and speakers.",
      inputSchema: {
        query: z.string().min(1).max(SEARCH_QUERY_MAX).describe('Words to find (no operators).'),
        page: z.number().int().min(1).max(1000).default(1),
        page_size: z.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(10),
      },
      annotations: READS,
    },
    ({ query, page, page_size }) =>
      answer(caller.log, async () => {
        const found = await searchLibrary(ctx, caller.userId, { q: query, page, page_size });
        const files = `${counted(found.total, 'file')} ${found.total === 1 ? 'matches' : 'match'}`;
        const head = `${files} ${found.words.join(' ')} (page ${found.page}, ${found.page_size} a page).`;
        const capped = found.total_is_capped ? ' The words are in most files: add a word to narrow it.' : '';
        const hits = found.results.map((hit) =>
          [
            `- "${hit.file_name}" (audio_id ${hit.audio_id}, transcript_id ${hit.audio_transcript_id ?? 'none'}, ` +
              `${counted(hit.segment_match_count, 'matching segment')})`,
            ...hit.segments.map((s) => {
              const speaker = s.audio_transcript_data_segment_speaker;
              const time = timeOf(s.audio_transcript_data_segment_start_time);
              return `  [${time}] ${speaker ? `${speaker}: ` : ''}${s.snippet}`;
            }),
          ].join('\n'),
        );
        return [head + capped, ...hits].join('\n');
      }),
  );

  server.registerTool(
    'list_folders',
    {
      title: 'List folders',
      description: "Your folder tree (the root is Recent Files), then each workspace's you are a member of.",
      annotations: READS,
    },
    () => answer(caller.log, async () => folderLines(await folderTrees(ctx, caller.userId)).join('\n')),
  );

  server.registerTool(
    'list_files',
    {
      title: 'List files',
      description:
        "A folder's files (or, without folder_id, your own recent files), newest first, each with its " +
        'transcripts (transcript_id, status, language). Pass next_cursor back as cursor for more.',
      inputSchema: {
        folder_id: z.number().int().positive().optional().describe('A folder_id from list_folders.'),
        limit: z.number().int().min(1).max(FILES_MAX).default(50),
        cursor: z.string().max(200).optional(),
      },
      annotations: READS,
    },
    ({ folder_id, limit, cursor }) =>
      answer(caller.log, async () => {
        const page = await listAudioItems(ctx, caller.userId, { folderId: folder_id, limit, cursor });
        const more = page.nextCursor ? `next_cursor: ${page.nextCursor}` : 'No more files.';
        return [...page.items.map(fileLine), more].join('\n');
      }),
  );
}
