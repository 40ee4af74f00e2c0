import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';

/** The new link's full address, shown this once (only its hash is kept), with a copy button. */
export function CreatedLink({ address, onAnother }: { address: string; onAnother: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-accent/40 bg-accent-soft/40 p-4">
      <Notice tone="success">{t('share.created')}</Notice>
      <div className="flex items-end gap-2">
        <TextField
          className="min-w-0 flex-1 [&_input]:font-mono"
          label={t('share.address')}
          value={address}
          readOnly
          onFocus={(event) => event.target.select()}
        />
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(address).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
          {copied ? t('share.copied') : t('share.copy')}
        </Button>
      </div>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onAnother}>
          {t('share.another')}
        </Button>
      </div>
    </div>
  );
}
