import type { TSpeakerBlock } from '@transcribe/contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useVocabulary } from '@/api/vocabulary/vocabulary';
import { positionAt, type TimedSegment } from '@/lib/timeline';
import { matchForm } from '../model/search-target';
import type { PlayerControls } from '../player/use-audio-player';
import { buildReviewQueue, isAtOrAfter, type ReviewItem } from './review-queue';
import { useAddVocabularyOffer } from './use-add-vocabulary-offer';
import { usePlaySpan } from './use-play-span';
import { useReviewActions } from './use-review-actions';
import { useReviewKeys } from './use-review-keys';

interface Options {
  transcriptId: number;
  /** The saved transcript (review changes save at once, so there is no copy). */
  blocks: TSpeakerBlock[];
  language: string;
  timeline: TimedSegment[];
  player: PlayerControls;
  /** False while edit mode has the transcript. */
  available: boolean;
  /** The caller may review: the queue (and its count) then includes names, checked against the vocabulary. */
  canReview: boolean;
}

/** The current item: the one the cursor was on, else the next one after where it was, else the last. */
function positionOf(queue: ReviewItem[], cursor: ReviewItem | undefined): number {
  if (queue.length === 0) return -1;
  if (!cursor) return 0;
  const same = queue.findIndex((item) => item.key === cursor.key);
  if (same !== -1) return same;
  const after = queue.findIndex((item) => isAtOrAfter(item, cursor));
  return after === -1 ? queue.length - 1 : after;
}

/** Review mode: a queue of the words most worth a look, worked through with the keyboard. */
export function useReview({
  transcriptId,
  blocks,
  language,
  timeline,
  player,
  available,
  canReview,
}: Options) {
  const [on, setOn] = useState(false);
  const active = on && available;
  const vocabularyQuery = useVocabulary(canReview);
  // Without a vocabulary to compare (it failed to load), every capitalised word mid-sentence may be a name.
  const vocabulary = vocabularyQuery.isError ? [] : vocabularyQuery.data?.words;
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(() => new Set());
  const [known, setKnown] = useState<ReadonlySet<string>>(() => new Set());
  const queue = useMemo(
    () => buildReviewQueue(blocks, { vocabulary, language, accepted, known }),
    [blocks, vocabulary, language, accepted, known],
  );
  const [cursor, setCursor] = useState<ReviewItem>();
  const position = positionOf(queue, cursor);
  const current = queue[position];
  const panel = useRef<HTMLElement>(null);
  const playSpan = usePlaySpan(player);

  const accept = useCallback((keys: string[], words: string[] = []) => {
    setAccepted((set) => new Set([...set, ...keys]));
    if (words.length > 0) setKnown((set) => new Set([...set, ...words.map(matchForm).filter(Boolean)]));
  }, []);
  const actions = useReviewActions({ transcriptId, blocks, queue, current, vocabulary, accept, panel });
  const vocabularyOffer = useAddVocabularyOffer(actions.offer, actions.clearOffer);

  const play = useCallback(
    (item: ReviewItem | undefined) => item && playSpan(item.start, item.end),
    [playSpan],
  );
  const { cancelCorrecting, toggleVerified } = actions;
  const go = useCallback(
    (step: 1 | -1) => {
      const item = queue[position + step];
      if (!item) return;
      cancelCorrecting();
      setCursor(item);
      play(item);
    },
    [queue, position, cancelCorrecting, play],
  );
  const next = useCallback(() => go(1), [go]);
  const previous = useCallback(() => go(-1), [go]);
  const { time } = player;
  /** V: the current item's segment, or the one playing when the queue is empty. */
  const verifyCurrent = useCallback(() => {
    const segmentId = current?.segmentId ?? positionAt(timeline, time.get()).segmentId;
    if (segmentId !== undefined) toggleVerified(segmentId);
  }, [current, timeline, time, toggleVerified]);

  useReviewKeys(active, {
    next,
    previous,
    replay: () => play(current),
    accept: actions.accept,
    correct: actions.startCorrecting,
    verify: verifyCurrent,
  });

  return {
    active,
    toggle: useCallback(() => setOn(!active), [active]),
    panel,
    queue,
    position,
    current,
    next,
    previous,
    replay: useCallback(() => play(current), [play, current]),
    ...actions,
    vocabularyOffer,
  };
}

export type Review = ReturnType<typeof useReview>;
