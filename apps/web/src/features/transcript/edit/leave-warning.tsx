import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** While `active`, leaving the page (a link, Back, closing the tab) asks first. */
export function LeaveWarning({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!active) return;
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [active]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      onOpenChange={(open) => open || blocker.reset?.()}
      title={t('transcript.edit.leaveTitle')}
      description={t('transcript.edit.leaveBody')}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => blocker.reset?.()}>
          {t('transcript.edit.keepEditing')}
        </Button>
        <Button variant="danger" onClick={() => blocker.proceed?.()}>
          {t('transcript.edit.leave')}
        </Button>
      </div>
    </Dialog>
  );
}
