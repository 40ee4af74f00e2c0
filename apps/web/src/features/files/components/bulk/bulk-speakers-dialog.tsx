import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/text-field';

interface Props {
  files: string;
  busy: boolean;
  onStart: (speakers: number) => Promise<unknown>;
  onClose: () => void;
}

const COUNTS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** Redo speakers for many files: how many speakers (or found by the engine); each newest transcript's text stays. */
export function BulkSpeakersDialog({ files, busy, onStart, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [count, setCount] = useState(2);
  return (
    <Dialog
      open
      onOpenChange={(open) => open || busy || onClose()}
      title={t('files.bulkWork.speakersTitle', { files })}
      description={t('files.bulkWork.speakersIntro')}
    >
      <div className="flex flex-col gap-1.5 text-sm">
        <label htmlFor={id} className="font-medium text-fg">
          {t('upload.speakers.count')}
        </label>
        <select
          id={id}
          className={inputClasses}
          value={count}
          onChange={(event) => setCount(Number(event.target.value))}
        >
          {COUNTS.map((value) => (
            <option key={value} value={value}>
              {value === 0 ? t('upload.speakers.unknown') : value}
            </option>
          ))}
        </select>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button disabled={busy} aria-busy={busy} onClick={() => void onStart(count)}>
          {busy ? <Spinner /> : null}
          {t('files.bulkWork.speakersSubmit')}
        </Button>
      </div>
    </Dialog>
  );
}
