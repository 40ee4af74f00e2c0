import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { PendingReplaceAll } from './use-review-actions';

/**
 * "Replace all 4 occurrences of 'x' with 'y'?": Enter confirms (the button has focus), Escape cancels; focus
 * then goes back to `returnFocus`, as the dialog has no trigger to return it to.
 */
export function ReplaceAllDialog({
  pending,
  onConfirm,
  onCancel,
  returnFocus,
}: {
  pending: PendingReplaceAll | undefined;
  onConfirm: () => void;
  onCancel: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const open = pending !== undefined;
  const wasOpen = useRef(false);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    // After the dialog's own focus restoring, which runs on a zero timeout as it unmounts.
    const timer = setTimeout(() => returnFocus.current?.focus({ preventScroll: true }), 0);
    return () => clearTimeout(timer);
  }, [open, returnFocus]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => next || onCancel()}
      title={t('transcript.review.replaceAllTitle')}
      description={
        pending
          ? t('transcript.review.replaceAll', {
              count: pending.count,
              from: pending.item.text,
              to: pending.to,
            })
          : undefined
      }
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <ConfirmButton onClick={onConfirm} label={t('transcript.review.replaceAllConfirm')} />
      </div>
    </Dialog>
  );
}

/** Takes focus as the dialog opens (before the dialog would give it to its first control, Close). */
function ConfirmButton({ onClick, label }: { onClick: () => void; label: string }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <button ref={button} type="button" className={buttonClasses()} onClick={onClick}>
      {label}
    </button>
  );
}
