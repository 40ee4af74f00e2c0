import { Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { TimeStore } from '@/lib/player/time-store';

// Its own chunk: the dialog, its form and its list load when Share is first pressed.
const ShareDialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })));

interface Props {
  transcriptId: number;
  /** The player's position (a clip starts there) and the recording's length (0 while unknown). */
  time: TimeStore;
  duration: number;
}

/** Share, beside Edit: opens the share dialog at the player's position. */
export function ShareButton({ transcriptId, time, duration }: Props) {
  const { t } = useTranslation();
  const [position, setPosition] = useState<number>();
  const close = (open: boolean) => open || setPosition(undefined);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setPosition(time.get())}>
        <Share2 size={14} aria-hidden className="hidden sm:block" />
        {t('share.button')}
      </Button>
      {position === undefined ? null : (
        <Suspense fallback={null}>
          <ShareDialog
            open
            onOpenChange={close}
            transcriptId={transcriptId}
            position={position}
            duration={duration}
          />
        </Suspense>
      )}
    </>
  );
}
