import { useTranslation } from 'react-i18next';
import { useRetention } from '@/api/retention/retention';
import { useRetentionPreview } from '@/api/retention/retention-preview';
import { useSaveRetention } from '@/api/retention/save-retention';
import { RetentionForm } from '@/components/retention-form';
import { RetentionPreview } from '@/components/retention-preview';
import { SectionPanel } from '@/components/section-panel';

/** The user's retention: how long their personal recordings are kept, and what the next run removes. */
export function RetentionPanel() {
  const { t } = useTranslation();
  const rule = useRetention();
  const preview = useRetentionPreview();
  const save = useSaveRetention();
  return (
    <SectionPanel
      title={t('retention.title')}
      intro={t('retention.introPersonal')}
      pending={rule.isPending}
      error={rule.error}
      failedKey="retention.loadFailed"
      skeletonClassName="h-48"
      after={preview.data ? <RetentionPreview preview={preview.data} /> : null}
    >
      {rule.data ? <RetentionForm saved={rule.data} saving={save.isPending} save={save.mutateAsync} /> : null}
    </SectionPanel>
  );
}
