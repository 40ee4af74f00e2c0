import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatTimestamp } from '@/lib/format';
import { ReplaceAllDialog } from './replace-all-dialog';
import type { Review } from './use-review';

/**
 * Review mode's bar: which item is current and why, buttons for what the keys do, the keys themselves, and
 * the offer to add a corrected word to the vocabulary. It takes focus when review starts, so the keys work
 * straight away.
 */
export function ReviewPanel({ review }: { review: Review }) {
  const { t } = useTranslation();
  const keysId = useId();
  const { panel, current, queue, position, vocabularyOffer } = review;
  useEffect(() => panel.current?.focus({ preventScroll: true }), [panel]);

  const status = current
    ? t(`transcript.review.item_${current.reason}`, {
        n: position + 1,
        total: queue.length,
        word: current.text,
        time: formatTimestamp(current.start),
        percent: Math.round((current.confidence ?? 0) * 100),
      })
    : t('transcript.review.empty');
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-label={t('transcript.review.title')}
      aria-describedby={keysId}
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3 outline-none focus-visible:ring-2 focus-visible:ring-accent"
    >
      <p aria-live="polite" className="text-sm text-fg">
        {status}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" onClick={review.previous} disabled={position <= 0}>
          {t('transcript.review.previous')}
        </Button>
        <Button size="sm" variant="secondary" onClick={review.next} disabled={position >= queue.length - 1}>
          {t('transcript.review.next')}
        </Button>
        <Button size="sm" variant="ghost" onClick={review.replay} disabled={!current}>
          {t('transcript.review.replay')}
        </Button>
        <Button size="sm" variant="secondary" onClick={review.accept} disabled={!current}>
          {t('transcript.review.accept')}
        </Button>
        <Button size="sm" variant="secondary" onClick={review.startCorrecting} disabled={!current}>
          {t('transcript.review.correct')}
        </Button>
        {vocabularyOffer.word ? (
          <Button size="sm" onClick={vocabularyOffer.add} disabled={vocabularyOffer.adding}>
            {t('transcript.review.addToVocabulary', { word: vocabularyOffer.word })}
          </Button>
        ) : null}
      </div>
      <p id={keysId} className="text-xs text-muted">
        {t('transcript.review.keys')}
      </p>
      <ReplaceAllDialog
        pending={review.pending}
        onConfirm={review.confirmReplaceAll}
        onCancel={review.cancelReplaceAll}
        returnFocus={panel}
      />
    </section>
  );
}
