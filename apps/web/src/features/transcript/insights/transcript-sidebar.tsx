import {
  ChartLine,
  Clapperboard,
  FileDown,
  ListChecks,
  type LucideIcon,
  MessageCircleQuestion,
  ScrollText,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFERED_EXPORT_FORMATS, type OfferedExportFormat } from '@/api/transcripts/export-transcript';
import type { ExportKind } from '@/api/transcripts/use-transcript-export';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ClosableTab } from './use-insight-tabs';

const INSIGHTS: { tab: ClosableTab; labelKey: string; Icon: LucideIcon }[] = [
  { tab: 'summary', labelKey: 'transcript.actions.getSummary', Icon: ScrollText },
  { tab: 'keyNotes', labelKey: 'transcript.actions.getKeyNotes', Icon: ListChecks },
  { tab: 'analytics', labelKey: 'transcript.actions.viewAnalytics', Icon: ChartLine },
  { tab: 'ask', labelKey: 'ask.open', Icon: MessageCircleQuestion },
];

export interface TranscriptSidebarProps {
  /** The page's display toggles (timestamps, sentiment, …). */
  display: ReactNode;
  /** The format being exported now, else null (its button spins). */
  exporting: ExportKind | null;
  onExport: (format: OfferedExportFormat) => void;
  /**
   * A file whose picture plays: "Video with subtitles" opens the choice of a subtitle track (its export spins
   * the button as `exporting` 'video') or the subtitles burned into the picture.
   */
  onExportVideo?: (() => void) | undefined;
  /** Beside the export buttons: the language to export in (original or a translation), when there is a choice. */
  exportLanguage?: ReactNode;
  onOpenInsight: (tab: ClosableTab) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-xs font-semibold tracking-wide text-muted uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The viewer's actions: export buttons, the page's display toggles, and the insight buttons. */
export function TranscriptSidebar({
  display,
  exporting,
  onExport,
  onExportVideo,
  onOpenInsight,
  exportLanguage,
}: TranscriptSidebarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <Section title={t('transcript.actions.export')}>
        {exportLanguage}
        <div className="grid grid-cols-3 gap-2">
          {OFFERED_EXPORT_FORMATS.map((format) => (
            <Button
              key={format}
              variant="secondary"
              size="sm"
              aria-busy={exporting === format}
              onClick={() => onExport(format)}
            >
              {exporting === format ? <Spinner size={14} /> : <FileDown size={14} aria-hidden />}
              {format.toUpperCase()}
            </Button>
          ))}
        </div>
        {onExportVideo ? (
          <Button variant="secondary" size="sm" aria-busy={exporting === 'video'} onClick={onExportVideo}>
            {exporting === 'video' ? <Spinner size={14} /> : <Clapperboard size={14} aria-hidden />}
            {t('transcript.actions.videoFormat')}
          </Button>
        ) : null}
      </Section>
      <Section title={t('transcript.display')}>
        <div className="flex flex-col gap-2 text-sm text-fg">{display}</div>
      </Section>
      <Section title={t('transcript.actions.insights')}>
        <div className="flex flex-col gap-2">
          {INSIGHTS.map(({ tab, labelKey, Icon }) => (
            <Button
              key={tab}
              variant="secondary"
              className="justify-start"
              onClick={() => onOpenInsight(tab)}
            >
              <Icon size={16} aria-hidden className="text-accent-text" />
              {t(labelKey)}
            </Button>
          ))}
        </div>
      </Section>
    </div>
  );
}
