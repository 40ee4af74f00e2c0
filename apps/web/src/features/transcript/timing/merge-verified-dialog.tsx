import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Merges, the joined segment verified or not. */
  onMerge: (verified: boolean) => void;
}

/**
 * A merge of a verified segment with one nobody has checked: is the joined segment verified? Asked, so that
 * "% reviewed" never drops (or rises) without the person knowing.
 */
export function MergeVerifiedDialog({ open, onOpenChange, onMerge }: Props) {
  const { t } = useTranslation();
  const choose = (verified: boolean) => {
    onMerge(verified);
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('transcript.layout.mergeVerifiedTitle')}
      description={t('transcript.layout.mergeVerifiedBody')}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('common.cancel')}
        </Button>
        <Button variant="secondary" onClick={() => choose(false)}>
          {t('transcript.layout.mergeUnverified')}
        </Button>
        <Button onClick={() => choose(true)}>{t('transcript.layout.mergeKeepVerified')}</Button>
      </div>
    </Dialog>
  );
}
