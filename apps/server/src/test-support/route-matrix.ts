import type { TWorkspaceRole } from '@transcribe/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { fixture, multipart } from './media-fixtures.js';

/** The things one user owns that a route can name by id. */
export interface OwnedIds {
  folder: number;
  audio: number;
  transcript: number;
  apiKey: number;
  webhook: number;
  voiceProfile: number;
  summaryTemplate: number;
  shareLink: number;
  comment: number;
  workspace: number;
  /** An open invitation to the user's workspace. */
  invitation: number;
  /** An import from a link. */
  import: number;
  /** A podcast feed subscribed to. */
  feed: number;
  /** A tag of the user's own files. */
  tag: number;
  /** Bulk work the user asked for. */
  bulk: number;
  /** A file list view the user saved. */
  savedView: number;
  /** A video with subtitles burned in the user asked for. */
  videoExport: number;
  /** The user's own id: their event channel. */
  user: number;
}
export type IdKind = Exclude<keyof OwnedIds, 'user'>;

/**
 * How the authorisation test calls one route. Ids are filled in from whichever user's things are being
 * tried, so a request reaches the ownership check (a valid body, a real id) instead of stopping at
 * validation.
 */
export interface RouteRule {
  /** public: answers without a token; user: needs a signed-in user. */
  access: 'public' | 'user';
  /** What `{id}` in the path names. */
  id?: IdKind;
  /** Other path parameters: as sent (e.g. a revision number), or taken from the ids tried. */
  params?: Record<string, string | ((ids: OwnedIds) => string)>;
  body?: (ids: OwnedIds) => object;
  query?: (ids: OwnedIds) => Record<string, string>;
  /** Form fields of a multipart upload (a small real audio file goes with them). */
  form?: (ids: OwnedIds) => Record<string, string>;
  /** The browser opens the address itself (media element, EventSource): the token may be in the query. */
  queryToken?: true;
  /**
   * What another user gets for the owner's ids: 404, the same as for a missing id (the default); 403 for an
   * event channel; 'names-none' when the route names no one's things (it only ever acts on the caller's).
   */
  crossUser?: 404 | 403 | 'names-none';
  /**
   * On a workspace's things (its folder, file, transcript, comment): the least role that may call it; every
   * role below is refused with 403. Absent: the route names nothing a workspace holds.
   */
  workspace?: TWorkspaceRole;
  /** An endless stream: only HEAD is sent as the owner. */
  stream?: true;
}

export interface OpenApiRoute {
  method: string;
  path: string;
  /** The top-level field names of its JSON body; undefined when it takes none. */
  jsonFields?: string[];
  /** The names of its query-string parameters. */
  queryParams: string[];
}

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string }[];
}

/** Every operation the OpenAPI document lists (hidden routes such as health are not in it). */
export async function openApiRoutes(app: FastifyInstance): Promise<OpenApiRoute[]> {
  const doc = (await app.inject('/api/docs/openapi.json')).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const json = operation.requestBody?.content?.['application/json'];
      const jsonFields = json ? Object.keys(json.schema?.properties ?? {}) : undefined;
      const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      return { method: method.toUpperCase(), path, queryParams, ...(jsonFields ? { jsonFields } : {}) };
    }),
  );
}

/** A request for `route` naming `ids`' things; `auth` headers and `queryToken` as given. */
export function routeRequest(
  route: OpenApiRoute,
  rule: RouteRule,
  ids: OwnedIds,
  options: { auth?: Record<string, string>; queryToken?: string; method?: string } = {},
): InjectOptions {
  let path = rule.id ? route.path.replace('{id}', String(ids[rule.id])) : route.path;
  for (const [name, value] of Object.entries(rule.params ?? {})) {
    path = path.replace(`{${name}}`, typeof value === 'string' ? value : value(ids));
  }
  const query = new URLSearchParams(rule.query?.(ids) ?? {});
  if (options.queryToken) query.set('token', options.queryToken);
  const url = query.size > 0 ? `${path}?${query}` : path;
  const method = (options.method ?? route.method) as InjectOptions['method'];
  const headers = { ...options.auth };
  if (rule.form) {
    const body = multipart(rule.form(ids), { name: 'tone.wav', content: fixture('tone.wav') });
    return { method, url, payload: body.payload, headers: { ...headers, ...body.headers } };
  }
  return { method, url, headers, ...(rule.body ? { payload: rule.body(ids) } : {}) };
}
