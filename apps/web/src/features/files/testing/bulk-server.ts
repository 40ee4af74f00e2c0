import type { TBulkJob, TBulkRequest } from '@transcribe/contract';
import type { FakeRequest, FakeResponse } from '@/test/fake-api';

export const BULK_ID = 9;

/** A reading of bulk work: queued, nothing done, no failures, unless `change` says otherwise. */
export const bulkJob = (change: Partial<TBulkJob> = {}): TBulkJob => ({
  bulk_id: BULK_ID,
  bulk_action: 'tag',
  bulk_status: 'queued',
  bulk_total: 2,
  bulk_done: 0,
  bulk_failures: [],
  bulk_download_path: null,
  bulk_created_at: '2026-12-01T10:00:00.000Z',
  ...change,
});

/**
 * The bulk routes of a fake server: POST /bulk answers the first of `readings` (its action the one asked
 * for), each GET /bulk/{id} the next (the last again once they run out), cancel turns the work cancelled,
 * and /download answers a zip. `onStart` sees each request as the server takes it. Undefined for any
 * other request; `started` holds the requests made.
 */
export function bulkRoutes(readings: Partial<TBulkJob>[], onStart?: (request: TBulkRequest) => void) {
  const started: TBulkRequest[] = [];
  let read = 0;
  let action = 'tag';
  let cancelled: TBulkJob | undefined;
  const answer = (job: TBulkJob, status = 200): FakeResponse => ({
    status,
    json: { success: true, data: job },
  });
  const reading = () => bulkJob({ bulk_action: action, ...readings[Math.min(read, readings.length - 1)] });
  const handle = ({ method, path, body }: FakeRequest): FakeResponse | undefined => {
    if (method === 'POST' && path === '/api/v1/bulk') {
      const request = body as TBulkRequest;
      started.push(request);
      action = request.operation.action;
      read = 0;
      cancelled = undefined;
      onStart?.(request);
      return answer(reading(), 202);
    }
    if (method === 'GET' && path === `/api/v1/bulk/${BULK_ID}`) {
      read += 1;
      return answer(cancelled ?? reading());
    }
    if (method === 'POST' && path === `/api/v1/bulk/${BULK_ID}/cancel`) {
      cancelled = { ...reading(), bulk_status: 'cancelled' };
      return answer(cancelled);
    }
    if (method === 'GET' && path === `/api/v1/bulk/${BULK_ID}/download`)
      return {
        json: 'zip bytes',
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="transcripts.zip"',
        },
      };
    return undefined;
  };
  return { handle, started };
}
