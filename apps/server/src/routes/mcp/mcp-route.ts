import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import type { RouteDeps } from '../route-deps.js';
import { createMcpServer } from './mcp-server.js';

const jsonRpcError = (code: number, message: string) => ({
  jsonrpc: '2.0',
  error: { code, message },
  id: null,
});

/**
 * POST /api/mcp: the Model Context Protocol over Streamable HTTP (issue 42), for assistants, authenticated as
 * the REST API is (an API key, or a session's token). Stateless: each request gets its own server and
 * transport, answered as JSON, so any API process can take any request. A read-only key may POST here; the
 * tools that change something refuse it. Hidden from the OpenAPI document: JSON-RPC, not REST.
 */
export const mcpRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  app.post(
    '/api/mcp',
    { onRequest: authenticate(deps.ctx, { readsByPost: true }), schema: { hide: true } },
    async (request, reply) => {
      const caller = { userId: request.userId, readOnlyKey: request.readOnlyKey, log: request.log };
      const server = createMcpServer(deps, caller);
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      reply.hijack();
      reply.raw.once('close', () => {
        void transport.close();
        void server.close();
      });
      try {
        await server.connect(transport);
        await transport.handleRequest(request.raw, reply.raw, request.body);
      } catch (error) {
        request.log.error({ err: error }, 'an MCP request failed');
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(500, { 'content-type': 'application/json' });
          reply.raw.end(JSON.stringify(jsonRpcError(-32603, 'Internal server error')));
        }
      }
    },
  );

  // Stateless: no stream of server messages to open (GET) and no session to end (DELETE).
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/mcp',
      schema: { hide: true },
      handler: async (_request, reply) =>
        reply.status(405).header('allow', 'POST').send(jsonRpcError(-32000, 'Method not allowed.')),
    });
  }
};
