import { useTranslation } from 'react-i18next';
import { useRetention } from '@/api/retention/retention';
import { useRetentionPreview } from '@/api/retention/retention-preview';
import { useSaveRetention } from '@/api/retention/save-retention';
import { RetentionForm } from '@/components/retention-form';
import { RetentionPreview } from '@/components/retention-preview';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/error-text';

/** The user's retention: how long their personal recordings are kept, and what the next run removes. */
export function RetentionPanel() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const rule = useRetention();
  const preview = useRetentionPreview();
  const save = useSaveRetention();
  return (
    <section aria-labelledby="retention-title" aria-busy={rule.isPending} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="retention-title" className="text-lg font-semibold text-fg">
          {t('retention.title')}
        </h2>
        <p className="text-sm text-muted">{t('retention.introPersonal')}</p>
      </div>
      {rule.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : rule.isError ? (
        <Notice tone="error">{errorText(rule.error, 'retention.loadFailed')}</Notice>
      ) : (
        <RetentionForm saved={rule.data} saving={save.isPending} save={save.mutateAsync} />
      )}
      {preview.data ? <RetentionPreview preview={preview.data} /> : null}
    </section>
  );
}
