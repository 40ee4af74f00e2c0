import type { TSpeakerBlock } from '@transcribe/contract';
import { GitCompareArrows, Info, Languages, MoreHorizontal, RotateCcw, Subtitles, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCapabilities } from '@/api/capabilities/capabilities';
import type { ActionMenuItem } from '@/components/ui/action-menu';
import { ActionMenuButton } from '@/components/ui/action-menu-button';
import { buttonClasses } from '@/components/ui/button';
import type { TimeStore } from '@/lib/player/time-store';
import { useSession } from '@/lib/session/session-context';
import type { TimedSegment } from '@/lib/timeline';
import { ProducedByDialog } from '../produced/produced-by';
import { RedoRangeDialog } from '../redo/redo-range-dialog';
import { RedoSpeakersDialog } from '../redo/redo-speakers-dialog';
import { redoStartRange } from '../redo/redo-start';
import { TranslateDialog } from '../translation/translate-dialog';
import type { TranslationsState } from '../translation/use-translations';

export type ViewerPanel = 'changes' | 'subtitles' | null;

export interface MoreMenuProps {
  panel: ViewerPanel;
  onPanel: (panel: ViewerPanel) => void;
  transcriptId: number;
  blocks: TSpeakerBlock[];
  timeline: TimedSegment[];
  time: TimeStore;
  translations: TranslationsState;
  /** The transcript's language (iso). */
  language: string;
  /** Whether the redo tools are offered (the caller may change the transcript). */
  write: boolean;
}

type Opened = 'range' | 'speakers' | 'translate' | 'about' | null;

/** Changes and Subtitle check: panels shown in place of (or above) the text. */
function checkItems(t: (key: string) => string, panel: ViewerPanel, onPanel: (panel: ViewerPanel) => void) {
  const group = t('transcript.tools.check');
  const toggle = (name: Exclude<ViewerPanel, null>) => () => onPanel(panel === name ? null : name);
  return [
    {
      key: 'changes',
      group,
      label: t('transcript.changes.toggle'),
      icon: <GitCompareArrows size={16} aria-hidden />,
      onSelect: toggle('changes'),
    },
    {
      key: 'subtitles',
      group,
      label: t('transcript.subtitles.toggle'),
      icon: <Subtitles size={16} aria-hidden />,
      onSelect: toggle('subtitles'),
    },
  ];
}

/**
 * "More": the viewer's less frequent tools, grouped by purpose: checking the text (Changes, Subtitle check),
 * transcribing again (a stretch, the speakers), and the transcript as a whole (Translate, About); each opens
 * its panel or dialog.
 */
export function MoreMenu(props: MoreMenuProps) {
  const { t } = useTranslation();
  const { panel, onPanel, transcriptId, blocks, timeline, time, translations, language, write } = props;
  const [opened, setOpened] = useState<Opened>(null);
  const [range, setRange] = useState({ start: 0, end: 0 });
  const [speakerCount, setSpeakerCount] = useState<number>();
  const canTranslate = useCapabilities()?.language_model === true;
  const admin = useSession().user?.user_is_admin === true;
  const close = () => setOpened(null);
  const dialog = (name: Opened) => ({
    open: opened === name,
    onOpenChange: (open: boolean) => setOpened(open ? name : null),
  });

  const items: ActionMenuItem[] = checkItems(t, panel, onPanel);
  const redo = t('transcript.tools.redo');
  if (write)
    items.push(
      {
        key: 'range',
        group: redo,
        label: t('transcript.redo.range'),
        icon: <RotateCcw size={16} aria-hidden />,
        onSelect: () => {
          setRange(redoStartRange(timeline, time.get()));
          setOpened('range');
        },
      },
      {
        key: 'speakers',
        group: redo,
        label: t('transcript.redo.speakers'),
        icon: <Users size={16} aria-hidden />,
        onSelect: () => {
          setSpeakerCount(undefined);
          setOpened('speakers');
        },
      },
    );
  const whole = t('transcript.tools.whole');
  // A member is offered Translate only when the server can; an administrator learns where to set it up.
  if (canTranslate || admin)
    items.push({
      key: 'translate',
      group: whole,
      label: t('transcript.tools.translate'),
      icon: <Languages size={16} aria-hidden />,
      onSelect: () => setOpened('translate'),
    });
  items.push({
    key: 'about',
    group: whole,
    label: t('transcript.about.title'),
    icon: <Info size={16} aria-hidden />,
    onSelect: () => setOpened('about'),
  });

  return (
    <>
      <ActionMenuButton
        label={t('transcript.tools.more')}
        menuLabel={t('transcript.tools.menu')}
        className={buttonClasses('secondary', 'sm')}
        items={items}
        width={240}
        dense
      >
        <MoreHorizontal size={14} aria-hidden />
        <span className="hidden sm:inline">{t('transcript.tools.more')}</span>
      </ActionMenuButton>
      {opened === 'range' ? (
        <RedoRangeDialog transcriptId={transcriptId} range={range} onClose={close} />
      ) : null}
      {opened === 'speakers' ? (
        <RedoSpeakersDialog
          transcriptId={transcriptId}
          speakers={speakerCount ?? new Set(blocks.map((b) => b.audio_transcript_data_speaker)).size}
          onClose={close}
        />
      ) : null}
      <TranslateDialog
        translations={translations}
        language={language}
        canTranslate={canTranslate}
        {...dialog('translate')}
      />
      <ProducedByDialog
        transcriptId={transcriptId}
        {...dialog('about')}
        onRedoSpeakers={
          write
            ? (count) => {
                setSpeakerCount(count);
                setOpened('speakers');
              }
            : undefined
        }
      />
    </>
  );
}
