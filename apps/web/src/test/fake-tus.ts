import { vi } from 'vitest';
import type { FakeRequest, FakeResponse } from './fake-api';

/** One upload the fake server holds. */
export interface FakeTusUpload {
  id: string;
  name: string;
  size: number;
  offset: number;
  /** The upload form's fields (metadata other than filename and filetype). */
  fields: Record<string, string>;
}

export interface FakeTusRequest {
  method: string;
  id: string | null;
  offset: number | null;
  authorization: string | null;
  tusResumable: string | null;
}

/** What a PATCH is answered with instead of the tus protocol's: a status and a body, or a dropped connection. */
export type FakeTusFault = { status: number; body?: unknown; headers?: Record<string, string> } | 'network';

interface Behaviour {
  /** The answer to the PATCH that completes `upload` (the server's audio item, or its refusal). */
  finish: (upload: FakeTusUpload) => { status: number; body?: unknown; headers?: Record<string, string> };
  /** The one access token the server takes (default: the one the app has stored). */
  token?: string;
  /** Called before each PATCH is applied; a fault answers it instead. */
  fault?: (upload: FakeTusUpload, request: FakeTusRequest) => FakeTusFault | undefined;
}

const decode = (base64: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));

function parseMetadata(header: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (header ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [key = '', value = ''] = pair.trim().split(' ');
        return [key, decode(value)];
      }),
  );
}

/**
 * A tus 1.0 server behind a stand-in XMLHttpRequest (tus-js-client's transport), keeping uploads in memory:
 * POST creates, HEAD tells the offset, PATCH appends (reporting progress halfway through the chunk) and the
 * one completing an upload answers as `finish` says. `head(url)` answers the app's own HEAD and DELETE
 * (sent with fetch) from the same uploads.
 */
export function fakeTus(behaviour: Behaviour) {
  const uploads = new Map<string, FakeTusUpload>();
  const requests: FakeTusRequest[] = [];
  let next = 1;

  function answer(method: string, id: string | null, headers: Record<string, string>, body: Blob | null) {
    const request: FakeTusRequest = {
      method,
      id,
      offset: headers['upload-offset'] === undefined ? null : Number(headers['upload-offset']),
      authorization: headers.authorization ?? null,
      tusResumable: headers['tus-resumable'] ?? null,
    };
    requests.push(request);
    if (request.authorization !== `Bearer ${behaviour.token ?? localStorage.getItem('accessToken')}`)
      return { status: 401, body: { success: false, code: 'UNAUTHENTICATED', message: 'Sign in.' } };
    if (method === 'POST') {
      const metadata = parseMetadata(headers['upload-metadata']);
      const { filename = '', filetype: _type, ...fields } = metadata;
      const upload = {
        id: `u${next++}`,
        name: filename,
        size: Number(headers['upload-length']),
        offset: 0,
        fields,
      };
      uploads.set(upload.id, upload);
      return { status: 201, headers: { Location: `/api/v1/uploads/${upload.id}` } };
    }
    const upload = id ? uploads.get(id) : undefined;
    if (!upload)
      return { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Upload not found.' } };
    if (method === 'HEAD')
      return {
        status: 200,
        headers: { 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.size) },
      };
    const fault = behaviour.fault?.(upload, request);
    if (fault) return fault;
    if (request.offset !== upload.offset) return { status: 409 };
    upload.offset += body?.size ?? 0;
    if (upload.offset < upload.size)
      return { status: 204, headers: { 'Upload-Offset': String(upload.offset) } };
    uploads.delete(upload.id);
    const done = behaviour.finish(upload);
    return { ...done, headers: { 'Upload-Offset': String(upload.offset), ...done.headers } };
  }

  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: ((error: unknown) => void) | null = null;
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    private sent: Record<string, string> = {};
    private received: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.sent[name.toLowerCase()] = value;
    }
    getResponseHeader(name: string) {
      return this.received[name.toLowerCase()] ?? null;
    }
    abort() {}
    send(body: Blob | null) {
      const size = body?.size ?? 0;
      if (size > 0)
        setTimeout(
          () =>
            this.upload.onprogress?.({
              lengthComputable: true,
              loaded: size / 2,
              total: size,
            } as ProgressEvent),
          5,
        );
      setTimeout(() => {
        const id = /\/api\/v1\/uploads\/([^/?]+)$/.exec(this.url)?.[1] ?? null;
        const result = answer(this.method, id, this.sent, body);
        if (result === 'network') return this.onerror?.(new Error('connection dropped'));
        this.status = result.status;
        this.responseText = 'body' in result && result.body !== undefined ? JSON.stringify(result.body) : '';
        this.received = Object.fromEntries(
          Object.entries(('headers' in result && result.headers) || {}).map(([k, v]) => [k.toLowerCase(), v]),
        );
        this.onload?.();
      }, 20);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);

  /** The app's fetch-sent HEAD and DELETE of an upload, for fakeApi's handler (undefined: not one). */
  function viaFetch({ method, path, authorization }: FakeRequest): FakeResponse | undefined {
    const id = /\/api\/v1\/uploads\/([^/?]+)$/.exec(path)?.[1];
    if (!id) return undefined;
    const upload = uploads.get(id);
    requests.push({ method, id, offset: null, authorization, tusResumable: null });
    if (!upload) return { status: 404 };
    if (method === 'DELETE') {
      uploads.delete(id);
      return { status: 204 };
    }
    return {
      status: 200,
      headers: { 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.size) },
    };
  }

  /** Puts an unfinished upload on the server, as one begun in an earlier visit. */
  function seed(upload: Omit<FakeTusUpload, 'fields'>) {
    uploads.set(upload.id, { ...upload, fields: {} });
  }

  return { uploads, requests, viaFetch, seed };
}
