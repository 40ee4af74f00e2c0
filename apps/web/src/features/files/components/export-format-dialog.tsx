import type { TAudioItem } from '@transcribe/contract';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFERED_EXPORT_FORMATS, type OfferedExportFormat } from '@/api/transcripts/export-transcript';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { truncate } from '@/lib/format';

interface Props {
  items: TAudioItem[] | undefined;
  onExport: (items: TAudioItem[], format: OfferedExportFormat) => void;
  onClose: () => void;
}

/** Choose PDF, DOCX, TXT, CSV or SRT; the title names the file (30 characters at most) or the count. */
export default function ExportFormatDialog({ items, onExport, onClose }: Props) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<OfferedExportFormat | undefined>();
  const single = items?.length === 1 ? items[0] : undefined;
  const title = single
    ? t('files.export.title', { name: truncate(single.audio_file.file_name, 30) })
    : t('files.export.titleMany', { count: items?.length ?? 0 });

  const close = () => {
    setFormat(undefined);
    onClose();
  };

  return (
    <Dialog open={items !== undefined} onOpenChange={(open) => open || close()} title={title}>
      <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <legend className="mb-2 text-sm text-muted">{t('files.export.choose')}</legend>
        {OFFERED_EXPORT_FORMATS.map((value) => (
          <label
            key={value}
            className={cn(
              'flex h-12 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
              format === value
                ? 'border-accent bg-accent-soft text-accent-text'
                : 'border-border hover:bg-hover',
            )}
          >
            <input
              type="radio"
              name="export-format"
              value={value}
              className="sr-only"
              checked={format === value}
              onChange={() => setFormat(value)}
            />
            <FileText size={16} aria-hidden />
            {value.toUpperCase()}
          </label>
        ))}
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={close}>
          {t('common.cancel')}
        </Button>
        <Button
          disabled={!format}
          onClick={() => {
            if (!format || !items) return;
            onExport(items, format);
            close();
          }}
        >
          {t('files.export.submit')}
        </Button>
      </div>
    </Dialog>
  );
}
