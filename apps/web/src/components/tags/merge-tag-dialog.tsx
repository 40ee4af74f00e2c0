import type { TTag } from '@transcribe/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';

interface Props {
  tag: TTag;
  /** The tags it may go into: the place's others. */
  others: readonly TTag[];
  onMerge: (into: TTag) => Promise<unknown>;
  onClose: () => void;
}

/** "Merge … into": the files bearing the tag bear the chosen one instead, and the tag is deleted. */
export function MergeTagDialog({ tag, others, onMerge, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const selectId = useId();
  const [intoId, setIntoId] = useState(others[0]?.tag_id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const into = others.find((other) => other.tag_id === intoId);

  async function merge() {
    if (!into) return;
    setBusy(true);
    setError(undefined);
    try {
      await onMerge(into);
      toast.success(t('tags.merged', { name: tag.tag_name, into: into.tag_name }));
      onClose();
    } catch (failure) {
      setError(errorText(failure, 'tags.mergeFailed'));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => open || busy || onClose()}
      title={t('tags.mergeTitle', { name: tag.tag_name })}
      description={t('tags.mergeBody', { name: tag.tag_name })}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium text-fg">
          {t('tags.mergeInto')}
        </label>
        <select
          id={selectId}
          className={inputClasses}
          value={intoId ?? ''}
          onChange={(event) => setIntoId(Number(event.target.value))}
        >
          {others.map((other) => (
            <option key={other.tag_id} value={other.tag_id}>
              {other.tag_name}
            </option>
          ))}
        </select>
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void merge()} disabled={busy || !into} aria-busy={busy}>
          {busy ? <Spinner /> : null}
          {t('tags.mergeSubmit')}
        </Button>
      </div>
    </Dialog>
  );
}
