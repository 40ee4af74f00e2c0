import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ASK_QUESTION_MAX, type TAskAnswer, ZAskRequest } from '@transcribe/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { askQuestion } from '../../services/insights/ask.js';
import { answer, invalidArguments, type McpCaller, timeOf } from './tool-result.js';

/** The answer, then each segment it cites: which file, where, and what was said. */
function answerText(asked: TAskAnswer): string {
  if (asked.answer === '') return 'Nothing in the transcripts matches the question.';
  const citations = asked.citations.map(
    (c) => `[${c.ref}] "${c.file_name}" (audio_id ${c.audio_id}) at ${timeOf(c.start)}: ${c.text.trim()}`,
  );
  const how = asked.method === 'llm' ? 'written by the language model' : 'quoted from the transcripts';
  return [asked.answer, '', `Citations (${how}):`, ...citations].join('\n');
}

/** ask_question: Ask with citations over one file, a folder or everything the user may read (services/insights). */
export function registerAskTool(server: McpServer, ctx: AppContext, caller: McpCaller): void {
  server.registerTool(
    'ask_question',
    {
      title: 'Ask a question',
      description:
        'Answers a question from the transcripts of one file (audio_id), a folder (folder_id) or, with ' +
        'neither, every file you may read, citing the segments it rests on as [S1], [S2], … with their times.',
      inputSchema: {
        question: z.string().min(1).max(ASK_QUESTION_MAX),
        audio_id: z.number().int().positive().optional().describe('Ask about this file only.'),
        folder_id: z.number().int().positive().optional().describe('Ask about the files in this folder.'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      answer(caller.log, async () => {
        const request = ZAskRequest.safeParse(args);
        if (!request.success) throw invalidArguments(request.error);
        const asking = await askQuestion(ctx, caller.userId, request.data, caller.log);
        // Without a signal nothing cancels it, so there is always an answer.
        const asked = await asking.answer();
        return asked ? answerText(asked) : 'The question was not answered.';
      }),
  );
}
