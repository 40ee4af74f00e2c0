import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Turns review mode on and off, next to Edit. */
export function ReviewToggle({ active, onToggle }: { active: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="sm" variant={active ? 'primary' : 'secondary'} aria-pressed={active} onClick={onToggle}>
      <ListChecks size={14} aria-hidden className="hidden sm:block" />
      {t('transcript.review.toggle')}
    </Button>
  );
}
