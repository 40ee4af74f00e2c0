import type { TSegment } from '@transcribe/contract';
import { useCallback } from 'react';
import type { TranscriptEditor } from '../edit/use-transcript-editor';
import { SegmentLayoutTools } from './segment-layout-tools';

/** The segment list's `tools` in edit mode: each segment's split, merge and timing controls. */
export function useLayoutTools(editor: TranscriptEditor) {
  const { blocks, change } = editor;
  return useCallback(
    (segment: TSegment) => <SegmentLayoutTools segment={segment} blocks={blocks} change={change} />,
    [blocks, change],
  );
}
