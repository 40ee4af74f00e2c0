import type { TSpeakerBlock } from '@transcribe/contract';
import { RotateCcw, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { TimeStore } from '@/lib/player/time-store';
import { positionAt, type TimedSegment } from '@/lib/timeline';
import { RedoRangeDialog } from './redo-range-dialog';
import { RedoSpeakersDialog } from './redo-speakers-dialog';

interface Props {
  transcriptId: number;
  blocks: TSpeakerBlock[];
  timeline: TimedSegment[];
  time: TimeStore;
}

/** The stretch a redo starts from: the segment playing (or paused in), else the first. */
function currentRange(timeline: TimedSegment[], time: number) {
  const id = positionAt(timeline, time).segmentId;
  const segment = timeline.find((s) => s.id === id) ?? timeline[0];
  return { start: segment?.start ?? 0, end: segment?.end ?? 0 };
}

/** "Redo a stretch" and "Redo speakers", each with its dialog. */
export function RedoMenu({ transcriptId, blocks, timeline, time }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'range' | 'speakers' | null>(null);
  const [range, setRange] = useState({ start: 0, end: 0 });
  const speakers = new Set(blocks.map((b) => b.audio_transcript_data_speaker)).size;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          setRange(currentRange(timeline, time.get()));
          setOpen('range');
        }}
      >
        <RotateCcw size={14} aria-hidden />
        {t('transcript.redo.range')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setOpen('speakers')}>
        <Users size={14} aria-hidden />
        {t('transcript.redo.speakers')}
      </Button>
      {open === 'range' ? (
        <RedoRangeDialog transcriptId={transcriptId} range={range} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'speakers' ? (
        <RedoSpeakersDialog transcriptId={transcriptId} speakers={speakers} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
