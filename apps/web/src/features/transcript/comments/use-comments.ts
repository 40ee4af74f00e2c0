import type { TSegment } from '@transcribe/contract';
import { useCallback, useMemo, useState } from 'react';
import { useCommentList } from '@/api/comments/comments';
import { type CommentPlace, commentPlace } from './selection-range';

/**
 * The viewer's comments: the list, open ones per segment (marked on the rows), the comment being
 * written (a segment's Add comment starts it) and whether they are shown (beside the text, or in a sheet on
 * narrow screens).
 */
export function useComments(transcriptId: number) {
  const list = useCommentList(transcriptId);
  const [draft, setDraft] = useState<CommentPlace | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const openPerSegment = useMemo(() => {
    const counts = new Map<number, number>();
    for (const comment of list.data ?? []) {
      if (comment.comment_resolved) continue;
      counts.set(comment.comment_segment_id, (counts.get(comment.comment_segment_id) ?? 0) + 1);
    }
    return counts;
  }, [list.data]);
  const startDraft = useCallback((segment: TSegment) => {
    setDraft(commentPlace(segment, window.getSelection()));
    setPanelOpen(true);
  }, []);
  const openCount = useMemo(() => [...openPerSegment.values()].reduce((a, b) => a + b, 0), [openPerSegment]);
  return {
    transcriptId,
    list,
    openPerSegment,
    openCount,
    draft,
    startDraft,
    cancelDraft: useCallback(() => setDraft(null), []),
    panelOpen,
    setPanelOpen,
  };
}

export type CommentsState = ReturnType<typeof useComments>;
