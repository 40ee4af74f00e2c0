import type { TTranslationLanguage } from '@transcribe/contract';
import { PanelRightOpen } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferedExportFormat } from '@/api/transcripts/export-transcript';
import { useTranscriptExport } from '@/api/transcripts/use-transcript-export';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useMediaQuery } from '@/lib/use-media-query';
import { ExportLanguageSelect } from '../translation/export-language-select';
import { TranscriptSidebar } from './transcript-sidebar';
import type { ClosableTab } from './use-insight-tabs';

// Its own chunk: the choices and a burned-in video's progress load when "Video with subtitles" is first pressed.
const VideoExportDialog = lazy(() => import('../video-export/video-export-dialog'));

/** Wide enough for the sidebar beside the text; narrower, an Actions button opens it. */
export const WIDE = '(min-width: 768px)';

export interface TranscriptActionsProps {
  transcriptId: number;
  audioId: number;
  /** The page's display toggles, shown in the sidebar. */
  display: ReactNode;
  onOpenInsight: (tab: ClosableTab) => void;
  /** The finished translations' languages: the files can be exported in them too. */
  exportLanguages?: TTranslationLanguage[];
  /**
   * The file's picture plays: its video can be exported with the transcript as subtitles, a track or burned
   * into the picture (a dialog offers both).
   */
  video?: boolean;
}

/**
 * The sidebar inline on wider screens; on phones an Actions button opens it in a modal, which closes
 * when an insight is chosen. The export runs here, so closing the modal does not lose track of it.
 */
export function TranscriptActions({
  transcriptId,
  audioId,
  display,
  onOpenInsight,
  exportLanguages = [],
  video = false,
}: TranscriptActionsProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery(WIDE);
  const [open, setOpen] = useState(false);
  const { exporting, runExclusive, exportOne, exportOneVideo } = useTranscriptExport();
  const [exportLanguage, setExportLanguage] = useState<TTranslationLanguage | undefined>();
  const language = exportLanguage && exportLanguages.includes(exportLanguage) ? exportLanguage : undefined;
  // The video dialog is loaded when first opened and kept mounted: a burned-in video being made is shown again.
  const [videoLoaded, setVideoLoaded] = useState(false);
  const [videoOpen, setVideoOpen] = useState(false);

  function openVideo() {
    setOpen(false);
    setVideoLoaded(true);
    setVideoOpen(true);
  }

  function onExport(format: OfferedExportFormat) {
    void runExclusive(format, () => exportOne(transcriptId, format, audioId, language));
  }

  const sidebar = (onInsight: (tab: ClosableTab) => void) => (
    <TranscriptSidebar
      display={display}
      exporting={exporting}
      onExport={onExport}
      onExportVideo={video ? openVideo : undefined}
      exportLanguage={
        exportLanguages.length > 0 ? (
          <ExportLanguageSelect languages={exportLanguages} value={language} onChange={setExportLanguage} />
        ) : null
      }
      onOpenInsight={onInsight}
    />
  );

  const videoDialog = videoLoaded ? (
    <Suspense fallback={null}>
      <VideoExportDialog
        open={videoOpen}
        onOpenChange={setVideoOpen}
        transcriptId={transcriptId}
        onExportTrack={() => void runExclusive('video', () => exportOneVideo(transcriptId, audioId))}
      />
    </Suspense>
  ) : null;

  if (wide)
    return (
      <>
        <aside
          aria-label={t('transcript.actions.title')}
          className="w-full rounded-xl border border-border bg-surface p-4 md:sticky md:top-20 md:w-64 md:shrink-0 md:self-start"
        >
          {sidebar(onOpenInsight)}
        </aside>
        {videoDialog}
      </>
    );

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <PanelRightOpen size={16} aria-hidden />
        {t('transcript.actions.title')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('transcript.actions.title')}>
        {sidebar((tab) => {
          setOpen(false);
          onOpenInsight(tab);
        })}
      </Dialog>
      {videoDialog}
    </>
  );
}
