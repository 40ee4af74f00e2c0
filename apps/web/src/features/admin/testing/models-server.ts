import type { TAdminModel, TAdminModels } from '@transcribe/contract';
import { type FakeRequest, type FakeResponse, fail } from '@/test/fake-api';

const MB = 1024 * 1024;

const model = (name: string, extra: Partial<TAdminModel>): TAdminModel => ({
  name,
  title: name,
  family: 'nemo-transducer',
  languages: ['en'],
  bytes: 400 * MB,
  licence: 'CC-BY-4.0',
  published: 'WER 6.34% (model card)',
  state: 'not_installed',
  done_bytes: null,
  percent: null,
  error: null,
  next_try_at: null,
  wanted: false,
  ...extra,
});

/** One model in each state: downloading 43%, failed, installed, not installed. */
export function modelsState(): TAdminModels {
  return {
    models: [
      model('parakeet-v3', {
        title: 'NVIDIA Parakeet TDT 0.6B v3 (int8)',
        languages: ['en', 'de', 'fr'],
        state: 'downloading',
        done_bytes: 172 * MB,
        percent: 43,
        wanted: true,
      }),
      model('parakeet-v2', {
        title: 'NVIDIA Parakeet TDT 0.6B v2 (int8), English',
        state: 'failed',
        error: 'getaddrinfo ENOTFOUND github.com',
        next_try_at: '2026-03-02T10:15:00.000Z',
        wanted: true,
      }),
      model('campplus', {
        title: '3D-Speaker CAM++ speaker embeddings',
        family: 'speaker-embedding',
        languages: [],
        bytes: 28 * MB,
        licence: 'Apache-2.0',
        state: 'installed',
        wanted: true,
      }),
      model('wespeaker-resnet34', {
        title: 'WeSpeaker ResNet34 speaker embeddings',
        family: 'speaker-embedding',
        languages: [],
        bytes: 25 * MB,
        published: 'EER 0.867%',
      }),
    ],
    disk_bytes: 200 * MB,
    default_mode_id: null,
  };
}

/** The events stream of a test: it sends lists when told to; `refused` answers 503 instead. */
export function modelEvents({ refused = false } = {}) {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  return {
    answer: (): FakeResponse =>
      refused
        ? fail(503, 'SERVICE_UNAVAILABLE', 'No events.')
        : {
            stream: new ReadableStream<Uint8Array>({
              start: (c) => {
                controller = c;
              },
            }),
          },
    send: (models: TAdminModels) =>
      controller?.enqueue(encoder.encode(`event: models\ndata: ${JSON.stringify(models)}\n\n`)),
  };
}

export type ModelEventsFake = ReturnType<typeof modelEvents>;

/** A choice as the server makes it: the model as it is afterwards. */
function choose(target: TAdminModel, action: string): TAdminModel {
  const none = { done_bytes: null, percent: null, error: null, next_try_at: null };
  if (action === 'install') return { ...target, wanted: true };
  return { ...target, ...none, state: 'not_installed', wanted: false };
}

/** The Models page's routes over `state`; undefined for any other request. */
export function answerModels(
  state: { models: TAdminModels; events: ModelEventsFake },
  { method, path }: FakeRequest,
): FakeResponse | undefined {
  if (path === '/api/v1/admin/models') return { json: { success: true, data: state.models } };
  if (path === '/api/v1/admin/models/events') return state.events.answer();
  const one = /^\/api\/v1\/admin\/models\/([a-z0-9-]+)(?:\/(install|cancel))?$/.exec(path);
  const target = state.models.models.find((entry) => entry.name === one?.[1]);
  if (!one || !target) return undefined;
  const action = one[2] ?? (method === 'DELETE' ? 'remove' : undefined);
  if (!action) return fail(404, 'NOT_FOUND', 'Not found.');
  const changed = choose(target, action);
  state.models = {
    ...state.models,
    models: state.models.models.map((entry) => (entry === target ? changed : entry)),
  };
  return { json: { success: true, data: changed } };
}
