import type { TSegment, TSpeakerBlock } from '@transcribe/contract';
import { useCallback } from 'react';
import type { DraftChange } from '../model/transcript-draft';
import { SegmentLayoutTools } from './segment-layout-tools';

/**
 * The segment list's `tools` in edit mode: each segment's split, merge and timing controls, on the editor's
 * draft (`blocks`) and its `change`.
 */
export function useLayoutTools({ blocks, change }: { blocks: TSpeakerBlock[]; change: DraftChange }) {
  return useCallback(
    (segment: TSegment) => <SegmentLayoutTools segment={segment} blocks={blocks} change={change} />,
    [blocks, change],
  );
}
