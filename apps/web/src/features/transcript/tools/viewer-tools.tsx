import type { TSpeakerBlock } from '@transcribe/contract';
import { GitCompareArrows, Subtitles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { TimeStore } from '@/lib/player/time-store';
import type { TimedSegment } from '@/lib/timeline';
import { ProducedBy } from '../produced/produced-by';
import { RedoMenu } from '../redo/redo-menu';

export type ViewerPanel = 'changes' | 'subtitles' | null;

export interface ViewerToolsProps {
  panel: ViewerPanel;
  onPanel: (panel: ViewerPanel) => void;
  transcriptId: number;
  blocks: TSpeakerBlock[];
  timeline: TimedSegment[];
  time: TimeStore;
  /** In edit mode the panels and redo wait. */
  editing: boolean;
  /** Whether Redo is offered (the caller may change the transcript). */
  redo: boolean;
}

const PANELS = [
  { panel: 'changes', labelKey: 'transcript.changes.toggle', Icon: GitCompareArrows },
  { panel: 'subtitles', labelKey: 'transcript.subtitles.toggle', Icon: Subtitles },
] as const;

/** Beside Edit: the Changes and Subtitle check toggles, Redo (where allowed), and what produced the text. */
export function ViewerTools({
  panel,
  onPanel,
  editing,
  redo,
  transcriptId,
  blocks,
  timeline,
  time,
}: ViewerToolsProps) {
  const { t } = useTranslation();
  if (editing) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {PANELS.map(({ panel: name, labelKey, Icon }) => (
        <Button
          key={name}
          size="sm"
          variant={panel === name ? 'primary' : 'secondary'}
          aria-pressed={panel === name}
          onClick={() => onPanel(panel === name ? null : name)}
        >
          <Icon size={14} aria-hidden />
          {t(labelKey)}
        </Button>
      ))}
      {redo ? <RedoMenu transcriptId={transcriptId} blocks={blocks} timeline={timeline} time={time} /> : null}
      <ProducedBy transcriptId={transcriptId} />
    </div>
  );
}
