import type { TSegment, TSpeakerBlock } from '@transcribe/contract';
import { useRef } from 'react';
import { formatTimestamp } from '../../../lib/format';
import { useRowVirtualizer } from '../../../lib/use-row-virtualizer';
import { SentimentBadge } from './sentiment-badge';

type Row =
  | { kind: 'speaker'; name: string; key: string }
  | { kind: 'segment'; segment: TSegment; key: string };

/** Speaker names and their segments as one list of rows, in order. */
function rowsOf(blocks: TSpeakerBlock[]): Row[] {
  return blocks.flatMap((block) => [
    {
      kind: 'speaker' as const,
      name: block.audio_transcript_data_speaker,
      key: `s${block.audio_transcript_data_id}`,
    },
    ...block.audio_transcript_data_segment.map((segment) => ({
      kind: 'segment' as const,
      segment,
      key: `g${segment.audio_transcript_data_segment_id}`,
    })),
  ]);
}

interface Props {
  blocks: TSpeakerBlock[];
  showTimestamps: boolean;
  showSentiment: boolean;
}

/** The transcript, grouped by speaker; only the rows on screen are drawn, so hours of speech stay smooth. */
export function SegmentList({ blocks, showTimestamps, showSentiment }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const rows = rowsOf(blocks);
  const { rows: visible, before, after, measure } = useRowVirtualizer(rows.length, 56, list);
  return (
    <div ref={list} style={{ paddingTop: before, paddingBottom: after }}>
      {visible.map((virtual) => {
        const row = rows[virtual.index];
        if (!row) return null;
        return (
          <div key={row.key} data-index={virtual.index} ref={measure}>
            {row.kind === 'speaker' ? (
              <h2 className="pt-5 pb-1 text-sm font-semibold text-accent-text">{row.name}</h2>
            ) : (
              <SegmentRow
                segment={row.segment}
                showTimestamps={showTimestamps}
                showSentiment={showSentiment}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}

function SegmentRow({
  segment,
  showTimestamps,
  showSentiment,
}: {
  segment: TSegment;
  showTimestamps: boolean;
  showSentiment: boolean;
}) {
  return (
    <div className="flex gap-3 rounded-lg px-2 py-2 hover:bg-hover/60">
      {showTimestamps ? (
        <span className="w-16 shrink-0 pt-0.5 text-xs text-muted tabular-nums">
          {formatTimestamp(segment.audio_transcript_data_segment_start_time)}
        </span>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-[15px] leading-relaxed text-fg">
          {segment.audio_transcript_data_segment_transcript}
        </p>
        {showSentiment ? <SentimentBadge sentiment={segment.audio_transcript_data_segment_sa} /> : null}
      </div>
    </div>
  );
}
