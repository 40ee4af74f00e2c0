import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type TCreateApiKeyResponse, ZCreateApiKeyResponse } from '@transcribe/contract';
import type { FastifyInstance } from 'fastify';
import type { Auth } from './accounts.js';

/** The text of a tool's answer, and whether it is a refusal (`isError`). */
export interface ToolText {
  text: string;
  isError: boolean;
}

/** A new API key of the signed-in user (read-only if asked), with its secret. */
export async function createApiKey(
  app: FastifyInstance,
  auth: Auth,
  readOnly = false,
): Promise<TCreateApiKeyResponse['data']> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user/api-key',
    headers: auth,
    payload: { api_key_name: readOnly ? 'Assistant (read-only)' : 'Assistant', api_key_read_only: readOnly },
  });
  return ZCreateApiKeyResponse.parse(res.json()).data;
}

/** The SDK's own client, connected to the app's /api/mcp over Streamable HTTP with `secret` as the bearer. */
export async function connectMcp(base: string, secret: string): Promise<Client> {
  const client = new Client({ name: 'transcribe-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${secret}` } },
  });
  await client.connect(transport);
  return client;
}

/** tools/call: the answer's text (its text parts joined) and whether it is an error. */
export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<ToolText> {
  const result = await client.callTool({ name, arguments: args });
  const content = result.content as { type: string; text?: string }[];
  return { text: content.map((c) => c.text ?? '').join('\n'), isError: result.isError === true };
}
