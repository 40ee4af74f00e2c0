import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from './ui/button';

/** Upgrading is not built yet: the button says so in an info toast. */
export function GoUnlimitedButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      onClick={() => toast.info(t('usage.premiumNotYet'))}
    >
      <Sparkles size={16} aria-hidden className="text-accent-text" />
      {t('usage.goUnlimited')}
    </Button>
  );
}
