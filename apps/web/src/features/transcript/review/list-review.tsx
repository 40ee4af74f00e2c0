import type { ReactNode } from 'react';
import { CorrectionField } from './correction-field';
import type { Review } from './use-review';

/** What the segment list shows of review mode. */
export interface ListReview {
  /** The current item's segment (kept in view) and token (highlighted). */
  segmentId: number | undefined;
  word: number | undefined;
  /** The correction field, over the current word while the person corrects it. */
  editor: ReactNode;
  onVerify: (segmentId: number) => void;
}

export function listReviewOf(review: Review): ListReview | undefined {
  if (!review.active) return undefined;
  const { current } = review;
  return {
    segmentId: current?.segmentId,
    word: current?.index,
    editor:
      current && review.correcting ? (
        <CorrectionField
          key={current.key}
          word={current.text}
          onApply={review.applyCorrection}
          onCancel={review.cancelCorrecting}
        />
      ) : null,
    onVerify: review.toggleVerified,
  };
}
