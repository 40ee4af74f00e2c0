import type { TAudioItem } from '@transcribe/contract';
import { VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Says a file's recording was removed by the retention rule (its transcript stays); nothing otherwise. */
export function MediaRemovedBadge({ item }: { item: TAudioItem }) {
  const { t } = useTranslation();
  if (!item.audio_media_removed_at) return null;
  const label = t('files.mediaRemoved');
  return (
    <span
      title={label}
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-hover px-1.5 py-0.5 text-xs font-medium text-muted"
    >
      <VolumeX size={12} aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}
