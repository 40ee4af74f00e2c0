import type { TTranscriptRevision } from '@transcribe/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useRestoreRevision } from '@/api/revisions/restore-revision';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useErrorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format';

/**
 * Every revision (number, kind, when, who, segments changed), newest first, each but the newest restorable
 * unless `readOnly`.
 */
export function RevisionHistory({
  transcriptId,
  revisions,
  readOnly,
}: {
  transcriptId: number;
  revisions: TTranscriptRevision[];
  readOnly: boolean;
}) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const titleId = useId();
  const restore = useRestoreRevision(transcriptId);
  const [asked, setAsked] = useState<number | null>(null);
  const newest = revisions.at(-1)?.revision_number;

  const confirm = () => {
    if (asked === null) return;
    restore.mutate(asked, {
      onSuccess: () => {
        toast.success(t('transcript.changes.restored', { n: asked }));
        setAsked(null);
      },
      onError: (error) => toast.error(errorText(error, 'transcript.changes.restoreFailed')),
    });
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h2 id={titleId} className="text-sm font-semibold text-fg">
        {t('transcript.changes.history')}
      </h2>
      <ol className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {[...revisions].reverse().map((revision) => (
          <li
            key={revision.revision_number}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm"
          >
            <span className="font-medium text-fg tabular-nums">#{revision.revision_number}</span>
            <span className="text-fg">
              {t(`transcript.changes.kind.${revision.revision_kind}`)}
              {revision.revision_restored_from !== null
                ? ` ${t('transcript.changes.restoredFrom', { n: revision.revision_restored_from })}`
                : null}
            </span>
            <span className="text-muted">{formatDate(revision.revision_created_at, i18n.language)}</span>
            <span className="text-muted">
              {revision.revision_user_email ?? t('transcript.changes.byMachine')}
            </span>
            <span className="text-muted">
              {t(
                revision.revision_kind === 'review'
                  ? 'transcript.changes.segmentsMarked'
                  : 'transcript.changes.segmentsChanged',
                { count: revision.revision_segments_changed },
              )}
            </span>
            {readOnly ? null : revision.revision_number !== newest ? (
              <Button
                size="sm"
                variant="secondary"
                className="ml-auto h-7"
                aria-label={t('transcript.changes.restoreRevision', { n: revision.revision_number })}
                onClick={() => setAsked(revision.revision_number)}
              >
                {t('transcript.changes.restore')}
              </Button>
            ) : (
              <span className="ml-auto text-xs text-muted">{t('transcript.changes.current')}</span>
            )}
          </li>
        ))}
      </ol>
      <Dialog
        open={asked !== null}
        onOpenChange={(open) => open || restore.isPending || setAsked(null)}
        title={t('transcript.changes.restoreTitle', { n: asked ?? 0 })}
        description={t('transcript.changes.restoreBody')}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setAsked(null)} disabled={restore.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={confirm} disabled={restore.isPending} aria-busy={restore.isPending}>
            {restore.isPending ? <Spinner /> : null}
            {t('transcript.changes.restore')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
