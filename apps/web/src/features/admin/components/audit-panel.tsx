import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_PAGE_SIZE, useAuditLog } from '@/api/admin/audit';
import { SectionPanel } from '@/components/section-panel';
import { AuditItem } from './audit-item';
import { Pager } from './pager';

/** Audit log: every administrator's action, newest first, a page at a time. */
export function AuditPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const audit = useAuditLog(page);
  const entries = audit.data?.entries;
  return (
    <SectionPanel
      title={t('admin.tabs.audit')}
      titleHidden
      pending={!entries}
      error={entries ? null : audit.error}
      failedKey="admin.audit.loadFailed"
      skeletonClassName="h-56"
      gap="gap-4"
    >
      {entries ? (
        <>
          {entries.length > 0 ? (
            <ol
              aria-label={t('admin.audit.entries')}
              className="flex flex-col divide-y divide-border rounded-xl border border-border bg-elevated"
            >
              {entries.map((entry) => (
                <AuditItem key={entry.audit_id} entry={entry} />
              ))}
            </ol>
          ) : (
            <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted">
              {t('admin.audit.empty')}
            </p>
          )}
          <Pager
            label={t('admin.audit.pages')}
            page={page}
            hasNext={entries.length === AUDIT_PAGE_SIZE}
            onPage={setPage}
          />
        </>
      ) : null}
    </SectionPanel>
  );
}
