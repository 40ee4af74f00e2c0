import type { TExportFormat } from '@transcribe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFERED_EXPORT_FORMATS } from '@/api/transcripts/export-transcript';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

export interface BulkExportOptions {
  formats: TExportFormat[];
  timestamps: boolean;
  speakers: boolean;
}

interface Props {
  files: string;
  busy: boolean;
  onStart: (options: BulkExportOptions) => Promise<unknown>;
  onClose: () => void;
}

const check = 'h-4 w-4 accent-[var(--accent)]';

/** Export as one zip: each file's newest finished transcript in every format ticked, with or without times and speakers. */
export function BulkExportDialog({ files, busy, onStart, onClose }: Props) {
  const { t } = useTranslation();
  const [formats, setFormats] = useState<TExportFormat[]>(['pdf']);
  const [timestamps, setTimestamps] = useState(true);
  const [speakers, setSpeakers] = useState(true);
  const toggle = (format: TExportFormat) =>
    setFormats((now) => (now.includes(format) ? now.filter((other) => other !== format) : [...now, format]));
  return (
    <Dialog
      open
      onOpenChange={(open) => open || busy || onClose()}
      title={t('files.bulkWork.exportTitle', { files })}
      description={t('files.bulkWork.exportIntro')}
    >
      <fieldset className="grid grid-cols-3 gap-2">
        <legend className="mb-2 text-sm font-medium text-fg">{t('files.bulkWork.formats')}</legend>
        {OFFERED_EXPORT_FORMATS.map((format) => (
          <label key={format} className="flex h-9 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className={check}
              checked={formats.includes(format)}
              onChange={() => toggle(format)}
            />
            {format.toUpperCase()}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-2 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className={check}
            checked={timestamps}
            onChange={(event) => setTimestamps(event.target.checked)}
          />
          {t('files.bulkWork.timestamps')}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className={check}
            checked={speakers}
            onChange={(event) => setSpeakers(event.target.checked)}
          />
          {t('files.bulkWork.speakers')}
        </label>
      </div>
      {formats.length === 0 ? <p className="text-sm text-muted">{t('files.bulkWork.chooseFormat')}</p> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          disabled={busy || formats.length === 0}
          aria-busy={busy}
          onClick={() => void onStart({ formats, timestamps, speakers })}
        >
          {busy ? <Spinner /> : null}
          {t('files.bulkWork.exportSubmit')}
        </Button>
      </div>
    </Dialog>
  );
}
