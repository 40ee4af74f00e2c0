import type { TAudioItem } from '@transcribe/contract';
import { FileAudio, FileVideo } from 'lucide-react';
import { useState } from 'react';
import { posterUrl } from '@/api/audio/poster-url';
import { getAccessToken } from '@/lib/tokens';

/**
 * The row's picture: a video file's poster frame when it has one (decorative, the name is beside it; loaded
 * as it scrolls into view), else, or when the poster does not load, the icon of its kind.
 */
export function FileIcon({ item }: { item: TAudioItem }) {
  const [broken, setBroken] = useState(false);
  const src = item.audio_video?.poster && !broken ? posterUrl(item.audio_id, getAccessToken()) : '';
  const Icon = item.audio_has_video ? FileVideo : FileAudio;
  return (
    <span className="flex h-8 w-8 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-accent-soft text-accent-text">
      {src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          className="h-full w-full object-cover"
          onError={() => setBroken(true)}
        />
      ) : (
        <Icon size={16} aria-hidden />
      )}
    </span>
  );
}
