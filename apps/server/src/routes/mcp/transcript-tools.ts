import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { transcriptKeyNotes } from '../../services/insights/transcript-insights.js';
import { summaryOf } from '../../services/insights/transcript-summary.js';
import { readTranscript } from '../../services/transcripts/transcriptions.js';
import { answer, type McpCaller } from './tool-result.js';
import { transcriptPage } from './transcript-page.js';

const READS = { readOnlyHint: true, openWorldHint: false } as const;
const SEGMENTS_MAX = 500;
const transcriptId = z
  .number()
  .int()
  .positive()
  .describe('A transcript_id from search_transcripts or list_files.');

/** read_transcript, get_summary: one completed transcript the user may read, its text and its insights. */
export function registerTranscriptTools(server: McpServer, ctx: AppContext, caller: McpCaller): void {
  server.registerTool(
    'read_transcript',
    {
      title: 'Read a transcript',
      description:
        'A completed transcript as lines "[hh:mm:ss] Speaker: text", a segment a line, in pages: pass the ' +
        'next offset it names to read on.',
      inputSchema: {
        transcript_id: transcriptId,
        offset: z.number().int().min(0).default(0).describe('The segment to start at (0: the first).'),
        limit: z.number().int().min(1).max(SEGMENTS_MAX).default(100).describe('Segments in this page.'),
      },
      annotations: READS,
    },
    ({ transcript_id, offset, limit }) =>
      answer(caller.log, async () => {
        const transcript = await readTranscript(ctx, caller.userId, transcript_id);
        const page = transcriptPage(transcript.audio_transcript_data, offset, limit);
        const count = page.lines.length;
        const shown =
          count === 0
            ? `no segments from offset ${offset}`
            : count === 1
              ? `segment ${offset + 1}`
              : `segments ${offset + 1}-${offset + count}`;
        const head =
          `Transcript ${transcript.audio_transcript_id} of audio_id ${transcript.audio_id} ` +
          `(${transcript.audio_transcript_language_iso_code}): ${shown} of ${page.total}.`;
        const tail =
          page.next === null ? 'End of the transcript.' : `More: read on with offset ${page.next}.`;
        return [head, ...page.lines, tail].join('\n');
      }),
  );

  server.registerTool(
    'get_summary',
    {
      title: 'Get the summary and key notes',
      description: "A completed transcript's summary (as stored or written by hand) and its key notes.",
      inputSchema: { transcript_id: transcriptId },
      annotations: READS,
    },
    ({ transcript_id }) =>
      answer(caller.log, async () => {
        const summary = await summaryOf(ctx, caller.userId, transcript_id, caller.log);
        const notes = await transcriptKeyNotes(ctx, caller.userId, transcript_id, caller.log);
        return [
          'Summary:',
          summary.audio_transcript_summary,
          '',
          'Key notes:',
          ...notes.map((note) => `- ${note}`),
        ].join('\n');
      }),
  );
}
