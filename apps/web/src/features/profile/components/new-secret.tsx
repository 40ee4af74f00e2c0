import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';

/** A secret just created (an API key, a webhook's signing secret): shown this once, with a copy button. */
export function NewSecret({
  notice,
  label,
  usage,
  secret,
  onDone,
}: {
  notice: string;
  label: string;
  usage: string;
  secret: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-accent/40 bg-accent-soft/40 p-4">
      <Notice tone="success">{notice}</Notice>
      <div className="flex items-end gap-2">
        <TextField
          className="min-w-0 flex-1 [&_input]:font-mono"
          label={label}
          value={secret}
          readOnly
          onFocus={(event) => event.target.select()}
        />
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
          {copied ? t('profile.apiKeys.copied') : t('profile.apiKeys.copy')}
        </Button>
      </div>
      <p className="text-sm text-muted">{usage}</p>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('profile.apiKeys.done')}
        </Button>
      </div>
    </div>
  );
}
