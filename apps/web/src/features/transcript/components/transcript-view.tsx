import type { TAudioVideo, TSpeakerBlock, TWorkspaceRole } from '@transcribe/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { canComment, canWrite } from '@/api/workspaces/file-access';
import { AudioPlayer } from '@/components/audio-player';
import { playsAsVideo } from '@/lib/player/video-playback';
import { timelineOf } from '@/lib/timeline';
import { useMediaQuery } from '@/lib/use-media-query';
import { TranscriptComments } from '../comments/transcript-comments';
import { useComments } from '../comments/use-comments';
import { ChangesView } from '../diff/changes-view';
import { LeaveWarning } from '../edit/leave-warning';
import { useTranscriptEditor } from '../edit/use-transcript-editor';
import { InsightTabs } from '../insights/insight-tabs';
import { TranscriptActions, WIDE } from '../insights/transcript-actions';
import { useInsightTabs } from '../insights/use-insight-tabs';
import { speakersOf } from '../model/transcript-draft';
import { isUnsure } from '../model/unsure-words';
import { ShortcutsHelp } from '../player/shortcuts-help';
import { useAudioPlayer } from '../player/use-audio-player';
import { usePlayerShortcuts } from '../player/use-player-shortcuts';
import { useUnsureJump } from '../player/use-unsure-jump';
import { ViewerVideo } from '../player/viewer-video';
import { PoorQualityBanner } from '../quality/poor-quality-banner';
import { listReviewOf } from '../review/list-review';
import { ReviewPanel } from '../review/review-panel';
import { useReview } from '../review/use-review';
import { SubtitleCheck } from '../subtitles/subtitle-check';
import { useLayoutTools } from '../timing/use-layout-tools';
import type { ViewerPanel } from '../tools/more-menu';
import { ViewerToolbar } from '../tools/viewer-toolbar';
import { useTranslations } from '../translation/use-translations';
import { ViewerTranslation } from '../translation/viewer-translation';
import { SpeakerVoice } from '../voices/speaker-voice';
import { useSpeakerVoices } from '../voices/use-speaker-voices';
import { VoiceTakenDialog } from '../voices/voice-taken-dialog';
import { DisplayToggles } from './display-toggles';
import { SegmentList } from './segment-list';
import { SpeakerTools } from './speaker-tools';
import { useSearchTarget } from './use-search-target';

interface Props {
  audioId: number;
  transcriptId: number;
  blocks: TSpeakerBlock[];
  /** The transcript's language (iso code), for the analytics. */
  language: string;
  /** The caller's role for the file ('owner' of their own); controls it does not allow are not shown. */
  role: TWorkspaceRole;
  /** Retention removed the recording: no player (its address would only answer 410). */
  mediaRemoved?: boolean;
  /** The file's picture, for a video file (the item's audio_video). */
  video?: TAudioVideo | null | undefined;
  /** A redo of this stretch runs: its segments are marked until the new text arrives. */
  redoing?: { start: number; end: number } | undefined;
}

/** A ready transcript: the segments, the player, edit mode, the sidebar and the insight tabs. */
export function TranscriptView({
  audioId,
  transcriptId,
  blocks,
  language,
  role,
  mediaRemoved,
  redoing,
  video,
}: Props) {
  const { t } = useTranslation();
  const wide = useMediaQuery(WIDE);
  const write = canWrite(role);
  const comment = canComment(role);
  const tabs = useInsightTabs();
  const editor = useTranscriptEditor(transcriptId, blocks);
  const player = useAudioPlayer(mediaRemoved ? undefined : audioId);
  const layoutTools = useLayoutTools(editor);
  const voices = useSpeakerVoices(audioId, transcriptId, editor.editing);
  const comments = useComments(transcriptId);
  const translations = useTranslations(transcriptId);
  const timeline = useMemo(() => timelineOf(blocks), [blocks]);
  const unsureCount = useMemo(
    () => timeline.reduce((sum, s) => sum + s.words.filter(isUnsure).length, 0),
    [timeline],
  );
  const [showTimestamps, setShowTimestamps] = useState(true);
  const [showSentiment, setShowSentiment] = useState(true);
  const [showUnsure, setShowUnsure] = useState(true);
  const [captionSpeaker, setCaptionSpeaker] = useState(true);
  const picture = mediaRemoved ? null : video;
  const [helpOpen, setHelpOpen] = useState(false);
  const [panel, setPanel] = useState<ViewerPanel>(null);
  const noneLeft = useCallback(() => toast.info(t('transcript.unsure.none')), [t]);
  const jumpToUnsure = useUnsureJump(timeline, player, noneLeft);
  const searchTarget = useSearchTarget();
  const review = useReview({
    transcriptId,
    blocks,
    language,
    timeline,
    player,
    available: !editor.editing && panel !== 'changes' && tabs.active === 'transcription',
    canReview: write,
  });

  /** The poor-quality banner's "Review it": review mode on the transcript itself, whatever was shown. */
  const startReview = () => {
    tabs.select('transcription');
    setPanel(null);
    if (!review.active) review.toggle();
  };

  // Opened from a search result: play from the matching segment (the list follows the playing segment).
  const { playFrom } = player;
  useEffect(() => {
    if (searchTarget.startAt !== undefined) playFrom(searchTarget.startAt);
  }, [searchTarget.startAt, playFrom]);

  usePlayerShortcuts({
    toggle: player.toggle,
    back: player.back,
    forward: player.forward,
    slower: () => player.changeSpeed(-1),
    faster: () => player.changeSpeed(1),
    nextUnsure: jumpToUnsure,
    help: () => setHelpOpen((open) => !open),
  });

  const transcription = (
    <div className="flex flex-col gap-4">
      <ViewerToolbar
        editor={editor}
        review={review}
        comments={comments}
        duration={player.state.duration}
        panel={panel}
        onPanel={setPanel}
        transcriptId={transcriptId}
        blocks={blocks}
        timeline={timeline}
        time={player.time}
        translations={translations}
        language={language}
        write={write}
      />
      {editor.editing ? null : <ViewerTranslation.Control translations={translations} />}
      {review.active ? <ReviewPanel review={review} /> : null}
      {panel === 'subtitles' && !editor.editing ? (
        <SubtitleCheck blocks={blocks} onJump={player.playFrom} />
      ) : null}
      {editor.editing ? (
        <SpeakerTools
          speakers={speakersOf(editor.blocks)}
          onReplace={editor.replaceSpeaker}
          onMerge={editor.rename}
        />
      ) : null}
      <div className="flex flex-col gap-4 xl:flex-row xl:gap-6">
        <section className="min-w-0 flex-1" aria-label={t('transcript.title')}>
          {panel === 'changes' && !editor.editing ? (
            <ChangesView transcriptId={transcriptId} blocks={blocks} readOnly={!write} />
          ) : (
            <>
              <ViewerTranslation.Columns translations={translations} hidden={editor.editing} />
              <SegmentList
                blocks={editor.blocks}
                timeline={timeline}
                time={player.time}
                follow={player.state.playing && !editor.editing && tabs.active === 'transcription'}
                showTimestamps={showTimestamps}
                showSentiment={showSentiment}
                showUnsure={showUnsure}
                highlight={searchTarget.words}
                onSeek={player.playFrom}
                review={listReviewOf(review)}
                speakerExtra={(name) => <SpeakerVoice name={name} voices={voices} canName={write} />}
                comments={{
                  onAdd: comment ? comments.startDraft : undefined,
                  openPerSegment: comments.openPerSegment,
                }}
                translation={editor.editing ? undefined : ViewerTranslation.shown(translations)}
                redoing={redoing}
                editing={
                  editor.editing
                    ? {
                        onText: editor.editText,
                        onTextEnd: editor.endTyping,
                        onRename: editor.rename,
                        tools: layoutTools,
                      }
                    : undefined
                }
              />
            </>
          )}
        </section>
        <TranscriptComments comments={comments} onSeek={player.playFrom} readOnly={!comment} />
      </div>
    </div>
  );

  // On a phone the Actions button sits at the end of the tab row; wider, the sidebar beside the text.
  const actions = (
    <TranscriptActions
      transcriptId={transcriptId}
      audioId={audioId}
      onOpenInsight={tabs.openTab}
      exportLanguages={translations.completed.map((item) => item.language)}
      video={playsAsVideo(picture)}
      display={
        <DisplayToggles
          timestamps={[showTimestamps, setShowTimestamps]}
          sentiment={[showSentiment, setShowSentiment]}
          unsure={[showUnsure, setShowUnsure]}
          captionSpeaker={picture ? [captionSpeaker, setCaptionSpeaker] : undefined}
          unsureCount={unsureCount}
          onNextUnsure={jumpToUnsure}
          toReview={write ? review.queue.length : undefined}
        />
      }
    />
  );

  return (
    <>
      <PoorQualityBanner
        audioId={audioId}
        transcriptId={transcriptId}
        canWrite={write}
        onReview={startReview}
      />
      <div className="flex flex-col gap-4 md:flex-row md:gap-6">
        <div className="min-w-0 flex-1">
          {/* In the text's column: held in view over the text, never over the sidebar beside it. */}
          <ViewerVideo
            audioId={audioId}
            video={picture}
            player={player}
            blocks={blocks}
            showSpeaker={captionSpeaker}
          />
          <InsightTabs
            tabs={tabs}
            transcription={transcription}
            transcriptId={transcriptId}
            blocks={blocks}
            language={language}
            canEdit={write}
            ask={{ audioId, onSeek: player.playFrom }}
            end={wide ? undefined : actions}
          />
        </div>
        {wide ? actions : null}
      </div>
      {mediaRemoved ? null : (
        <AudioPlayer
          player={player}
          video={playsAsVideo(picture)}
          help={<ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} />}
        />
      )}
      <LeaveWarning active={editor.dirty} />
      <VoiceTakenDialog voices={voices} />
    </>
  );
}
