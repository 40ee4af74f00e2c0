import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface Props {
  starred: boolean;
  /** The file's name, in the button's accessible name. */
  name: string;
  busy?: boolean;
  onToggle: () => void;
  className?: string;
}

/** A file's star: filled when the caller starred it; its name says whether it is starred and what a click does. */
export function StarToggle({ starred, name, busy = false, onToggle, className }: Props) {
  const { t } = useTranslation();
  const label = starred ? t('files.star.remove', { name }) : t('files.star.add', { name });
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={onToggle}
      className={cn(
        'flex h-9 w-9 shrink-0 items-center justify-center rounded-md hover:bg-hover disabled:opacity-60',
        starred ? 'text-amber-600 dark:text-amber-400' : 'text-muted hover:text-fg',
        className,
      )}
    >
      <Star size={18} fill={starred ? 'currentColor' : 'none'} aria-hidden />
    </button>
  );
}
