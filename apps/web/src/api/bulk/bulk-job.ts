import { useQuery } from '@tanstack/react-query';
import { type TBulkJob, type TBulkStatus, ZBulkJobResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { bulkKeys } from './query-keys';

/** How often running work is asked about. */
export const BULK_POLL_MS = 1000;

/** The work is still going (queued or running): it may be cancelled and is asked about again. */
export const isBulkRunning = (status: TBulkStatus) => status === 'queued' || status === 'running';

/**
 * GET /api/v1/bulk/{id}: the work's progress and failures, asked for about once a second while it runs;
 * `started` (POST /bulk's answer) is shown until the first answer.
 */
export function useBulkJob(started: TBulkJob) {
  return useQuery({
    queryKey: bulkKeys.job(started.bulk_id),
    queryFn: async () =>
      (await api.get(`/api/v1/bulk/${started.bulk_id}`, { schema: ZBulkJobResponse })).data,
    initialData: started,
    // The answer to POST /bulk is already a reading: the next comes a second later.
    initialDataUpdatedAt: Date.now,
    staleTime: BULK_POLL_MS,
    refetchInterval: (query) =>
      query.state.data && isBulkRunning(query.state.data.bulk_status) ? BULK_POLL_MS : false,
  });
}
