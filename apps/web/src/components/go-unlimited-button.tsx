import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSession } from '@/lib/session/session-context';
import { Button } from './ui/button';

/** Whether the signed-in user's plan has no daily limit: then nothing offers to go unlimited. */
export function useUnlimitedPlan(): boolean {
  const limit = useSession().user?.user_plan.user_plan_audio_upload_daily_limit;
  return limit === null || limit === 0;
}

/** Upgrading is not built yet: the button says so in an info toast. Not shown to someone already unlimited. */
export function GoUnlimitedButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  if (useUnlimitedPlan()) return null;
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
