import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { CreatedLink } from './created-link';
import { LinkList } from './link-list';
import { ShareForm } from './share-form';

export interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  transcriptId: number;
  /** The player's position when Share was pressed and the recording's length (0 while unknown). */
  position: number;
  duration: number;
}

/** Share: make a read-only link (the whole recording or a clip), copy its address, revoke older ones. */
export function ShareDialog({ open, onOpenChange, transcriptId, position, duration }: ShareDialogProps) {
  const { t } = useTranslation();
  const [path, setPath] = useState<string>();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('share.title')}
      description={t('share.intro')}
      wide
    >
      {path ? (
        <CreatedLink address={`${window.location.origin}${path}`} onAnother={() => setPath(undefined)} />
      ) : (
        <ShareForm transcriptId={transcriptId} position={position} duration={duration} onCreated={setPath} />
      )}
      <LinkList transcriptId={transcriptId} />
    </Dialog>
  );
}
