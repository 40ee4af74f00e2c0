import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { RouteDeps } from '../route-deps.js';
import { registerAskTool } from './ask-tool.js';
import { registerImportTools } from './import-tools.js';
import { registerLibraryTools } from './library-tools.js';
import type { McpCaller } from './tool-result.js';
import { registerTranscriptTools } from './transcript-tools.js';

const INSTRUCTIONS =
  "The user's transcribed recordings (their own and their workspaces'). Find files with search_transcripts " +
  'or list_folders and list_files; read a transcript with read_transcript (in pages) and its summary with ' +
  'get_summary; ask_question answers from the transcripts with citations. Cite times as the tools give them.';

/** The MCP server one request talks to (stateless: a new one each request), acting as `caller`. */
export function createMcpServer({ ctx, limits }: RouteDeps, caller: McpCaller): McpServer {
  const server = new McpServer({ name: 'transcribe', version: '1.0.0' }, { instructions: INSTRUCTIONS });
  registerLibraryTools(server, ctx, caller);
  registerTranscriptTools(server, ctx, caller);
  registerAskTool(server, ctx, caller);
  registerImportTools(server, ctx, limits, caller);
  return server;
}
