import type { ReactNode } from 'react';
import { CorrectionField } from './correction-field';
import type { Review } from './use-review';

/** The tokens of a segment's text an item spans. */
export interface ReviewWords {
  from: number;
  count: number;
}

/** What the segment list shows of review mode. */
export interface ListReview {
  /** The current item's segment (kept in view) and tokens (highlighted). */
  segmentId: number | undefined;
  words: ReviewWords | undefined;
  /** The correction field, over the current word while the person corrects it. */
  editor: ReactNode;
  onVerify: (segmentId: number) => void;
}

export function listReviewOf(review: Review): ListReview | undefined {
  if (!review.active) return undefined;
  const { current } = review;
  return {
    segmentId: current?.segmentId,
    words: current ? { from: current.index, count: current.count } : undefined,
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
