import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { exportShared } from '@/api/share-links/export-shared';
import { OFFERED_EXPORT_FORMATS } from '@/api/transcripts/export-transcript';
import { useTranscriptExport } from '@/api/transcripts/use-transcript-export';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The downloads a link's owner allowed: the shared text as PDF, DOCX, TXT, CSV or SRT. */
export function PublicLinkExports({ token, name }: { token: string; name: string }) {
  const { t } = useTranslation();
  const { exporting, runExclusive, download } = useTranscriptExport();
  return (
    <section aria-labelledby="shared-exports-title" className="flex flex-wrap items-center gap-2">
      <h2 id="shared-exports-title" className="mr-1 text-sm font-medium text-muted">
        {t('shared.download')}
      </h2>
      {OFFERED_EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          variant="secondary"
          size="sm"
          aria-busy={exporting === format}
          onClick={() =>
            void runExclusive(format, () => download(format, () => exportShared(token, format, name)))
          }
        >
          {exporting === format ? <Spinner size={14} /> : <FileDown size={14} aria-hidden />}
          {format.toUpperCase()}
        </Button>
      ))}
    </section>
  );
}
