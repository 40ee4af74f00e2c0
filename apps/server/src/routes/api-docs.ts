import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';

/**
 * The API's OpenAPI document at /api/docs/openapi.json (also /api/docs/json, where Swagger UI reads it)
 * and Swagger UI at /api/docs, served from this origin under the app's content security policy.
 */
export const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
