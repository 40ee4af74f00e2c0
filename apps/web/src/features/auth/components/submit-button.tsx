import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The form's main button; reads 'Processing...' while the request runs. */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
      {busy ? <Spinner /> : null}
      {busy ? t('auth.processing') : label}
    </Button>
  );
}
