import type { TSpeakerBlock } from '@transcribe/contract';
import { type RefObject, useCallback, useState } from 'react';
import { matchForm } from '../model/search-target';
import { setVerified } from '../model/verified';
import type { ReviewItem } from './review-queue';
import { useReviewSaves } from './use-review-saves';
import { vocabularyOffer } from './vocabulary-offer';
import { countOccurrences, replaceAll, replaceTokens } from './word-replace';

/** A replace-all waiting for the person's yes: the count is shown before anything changes. */
export interface PendingReplaceAll {
  item: ReviewItem;
  to: string;
  count: number;
}

interface Options {
  transcriptId: number;
  blocks: TSpeakerBlock[];
  queue: ReviewItem[];
  current: ReviewItem | undefined;
  vocabulary: readonly string[] | undefined;
  /** Marks items as accepted and words as known to the person, for this session. */
  accept: (keys: string[], words?: string[]) => void;
  /** Where focus goes back after the correction field or the confirmation closes. */
  panel: RefObject<HTMLElement | null>;
}

const isVerified = (blocks: TSpeakerBlock[], segmentId: number) =>
  blocks.some((block) =>
    block.audio_transcript_data_segment.some(
      (s) => s.audio_transcript_data_segment_id === segmentId && s.audio_transcript_data_segment_verified,
    ),
  );

/** Accepting, correcting (one word or all of its kind) and verifying; every change saves at once. */
export function useReviewActions({
  transcriptId,
  blocks,
  queue,
  current,
  vocabulary,
  accept,
  panel,
}: Options) {
  const saves = useReviewSaves(transcriptId);
  const [correcting, setCorrecting] = useState(false);
  const [pending, setPending] = useState<PendingReplaceAll>();
  const [offer, setOffer] = useState<string>();
  const backToPanel = useCallback(() => panel.current?.focus({ preventScroll: true }), [panel]);

  /** The segments whose last open items these are: they count as checked once the items are done. */
  const closedBy = useCallback(
    (items: ReviewItem[]) => {
      const done = new Set(items.map((item) => item.key));
      const open = new Set(queue.filter((other) => !done.has(other.key)).map((other) => other.segmentId));
      return [...new Set(items.map((item) => item.segmentId))].filter((id) => !open.has(id));
    },
    [queue],
  );
  const closesSegment = useCallback((item: ReviewItem) => closedBy([item]).length > 0, [closedBy]);

  const acceptCurrent = useCallback(() => {
    if (!current) return;
    accept([current.key]);
    if (closesSegment(current)) void saves.enqueue((saved) => setVerified(saved, current.segmentId, true));
  }, [current, accept, closesSegment, saves]);

  const commit = useCallback(
    (item: ReviewItem, typed: string, all: boolean) => {
      const text = typed.trim();
      const same = all ? queue.filter((other) => matchForm(other.text) === matchForm(item.text)) : [item];
      // A change of case only keeps the engine's confidence on the server, so the items go by hand.
      accept(
        same.map((other) => other.key),
        text.split(/\s+/),
      );
      const verify = closedBy(same);
      void saves.enqueue((saved) => {
        const next = all
          ? replaceAll(saved, item.text, text).blocks
          : replaceTokens(saved, item.segmentId, item.index, item.count, text);
        return verify.reduce((blocks, segmentId) => setVerified(blocks, segmentId, true), next);
      });
      setOffer(vocabularyOffer(text, vocabulary, blocks));
    },
    [queue, accept, closedBy, saves, vocabulary, blocks],
  );

  const applyCorrection = useCallback(
    (typed: string, all: boolean) => {
      if (!current) return;
      backToPanel();
      setCorrecting(false);
      // Every occurrence is a word's: a stretch of several is corrected where it is.
      const count = all && current.count === 1 ? countOccurrences(blocks, current.text) : 1;
      if (count > 1 && typed.trim()) setPending({ item: current, to: typed.trim(), count });
      else if (typed.trim() === current.text) acceptCurrent();
      else commit(current, typed, false);
    },
    [current, blocks, commit, acceptCurrent, backToPanel],
  );

  const toggleVerified = useCallback(
    (segmentId: number) =>
      void saves.enqueue((saved) => setVerified(saved, segmentId, !isVerified(saved, segmentId))),
    [saves],
  );

  return {
    correcting: correcting && current !== undefined,
    pending,
    offer,
    saving: saves.saving,
    accept: acceptCurrent,
    startCorrecting: useCallback(() => setCorrecting(current !== undefined), [current]),
    cancelCorrecting: useCallback(() => {
      backToPanel();
      setCorrecting(false);
    }, [backToPanel]),
    applyCorrection,
    confirmReplaceAll: useCallback(() => {
      if (pending) commit(pending.item, pending.to, true);
      setPending(undefined);
    }, [pending, commit]),
    cancelReplaceAll: useCallback(() => setPending(undefined), []),
    toggleVerified,
    clearOffer: useCallback(() => setOffer(undefined), []),
  };
}
