import { useTranslation } from 'react-i18next';
import { ShortcutsHelp as ShortcutsList } from '@/components/shortcuts-help';
import { SHORTCUTS } from './use-player-shortcuts';

/** The player's keyboard shortcuts, listed above its bar. */
export function ShortcutsHelp({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const shortcuts = SHORTCUTS.map(({ action, keys }) => ({
    id: action,
    keys,
    label: t(`transcript.shortcuts.${action}`),
  }));
  return <ShortcutsList shortcuts={shortcuts} open={open} onOpenChange={onOpenChange} above />;
}
