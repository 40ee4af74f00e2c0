import type { TBulkFailure, TBulkJob } from '@transcribe/contract';
import type { BulkJobRow } from '../../db/schema.js';

export function toBulkJob(row: BulkJobRow): TBulkJob {
  return {
    bulk_id: row.id,
    bulk_action: row.action,
    bulk_status: row.status,
    bulk_total: row.total,
    bulk_done: row.done,
    bulk_failures: JSON.parse(row.failures) as TBulkFailure[],
    bulk_download_path:
      row.status === 'completed' && row.result_path !== null ? `/api/v1/bulk/${row.id}/download` : null,
    bulk_created_at: row.created_at,
  };
}
