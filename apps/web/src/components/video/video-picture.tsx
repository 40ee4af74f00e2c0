import { Maximize, Minimize, PictureInPicture2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { Cue } from '@/lib/player/captions';
import type { MediaPlayer } from '@/lib/player/use-media-player';
import { CaptionOverlay } from './caption-overlay';
import { useFullscreen } from './use-fullscreen';

export interface VideoPictureProps {
  player: MediaPlayer;
  /** The poster frame's address, shown before playing; empty: none. */
  poster: string;
  /** Width over height; the box keeps it, so the captions sit on the picture, not on bars beside it. */
  ratio: number;
  cues: readonly Cue[];
  showSpeaker: boolean;
  offset?: number;
}

/**
 * The <video> the player drives (its bar stays the only controls, so speed, seeking and the shortcuts are
 * the sound's), the playing segment over it, picture-in-picture and full screen of the picture with its
 * captions. Full width on a phone; wider, at most 40% of the window's height, so the text stays in view.
 */
export function VideoPicture({ player, poster, ratio, cues, showSpeaker, offset }: VideoPictureProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement | null>(null);
  const fullscreen = useFullscreen(box);
  const pip = document.pictureInPictureEnabled === true;
  const button =
    'inline-flex h-9 w-9 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80';

  const togglePip = () => {
    const video = player.media.current;
    if (!(video instanceof HTMLVideoElement)) return;
    // Refused (no user gesture, the video not loaded yet): nothing changes, the button can be pressed again.
    if (document.pictureInPictureElement === video) document.exitPictureInPicture()?.catch(() => undefined);
    else video.requestPictureInPicture()?.catch(() => undefined);
  };

  return (
    <div
      ref={box}
      style={{ '--ratio': ratio, aspectRatio: fullscreen.on ? undefined : ratio } as React.CSSProperties}
      className={cn(
        'relative mx-auto w-full overflow-hidden bg-black',
        !fullscreen.on && 'max-h-[70vh] rounded-xl md:max-w-[calc(40vh*var(--ratio))]',
      )}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the captions are the transcript's own segments, drawn over the picture below. */}
      <video
        ref={player.attach}
        src={player.src || undefined}
        poster={poster || undefined}
        preload="metadata"
        playsInline
        className="h-full w-full object-contain"
        onClick={player.toggle}
      />
      <CaptionOverlay
        time={player.time}
        cues={cues}
        showSpeaker={showSpeaker}
        offset={offset}
        large={fullscreen.on}
      />
      <div className="absolute top-2 right-2 flex gap-2">
        {pip ? (
          <button type="button" className={button} aria-label={t('video.pip')} onClick={togglePip}>
            <PictureInPicture2 size={18} aria-hidden />
          </button>
        ) : null}
        {fullscreen.supported ? (
          <button
            type="button"
            className={button}
            aria-label={fullscreen.on ? t('video.exitFullscreen') : t('video.fullscreen')}
            onClick={fullscreen.toggle}
          >
            {fullscreen.on ? <Minimize size={18} aria-hidden /> : <Maximize size={18} aria-hidden />}
          </button>
        ) : null}
      </div>
    </div>
  );
}
