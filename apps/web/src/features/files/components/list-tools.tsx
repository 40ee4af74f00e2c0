import { Bookmark } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { viewQueryOf } from '@/api/saved-views/view-address';
import { type Shortcut, ShortcutsHelp } from '@/components/shortcuts-help';
import { Button } from '@/components/ui/button';
import { useCurrentFolderId } from '@/lib/current-folder';
import { LIST_SHORTCUTS } from '../hooks/use-list-shortcuts';

const SaveViewDialog = lazy(() => import('./save-view-dialog'));

interface Props {
  /** The Archive's list: a view saved there opens the Archive. */
  archived: boolean;
  helpOpen: boolean;
  onHelpChange: (open: boolean) => void;
}

/** At the end of the filter bar: Save view (its dialog loads when asked for) and the keyboard shortcuts. */
export default function ListTools({ archived, helpOpen, onHelpChange }: Props) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const folderId = useCurrentFolderId();
  const [saving, setSaving] = useState(false);
  const shortcuts: Shortcut[] = LIST_SHORTCUTS.map(({ action, keys }) => ({
    id: action,
    keys,
    label: t(`files.shortcuts.${action}`),
  }));
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setSaving(true)}>
        <Bookmark size={14} aria-hidden />
        {t('files.views.saveView')}
      </Button>
      <ShortcutsHelp shortcuts={shortcuts} open={helpOpen} onOpenChange={onHelpChange} />
      {saving ? (
        <Suspense fallback={null}>
          <SaveViewDialog query={viewQueryOf(params, folderId, archived)} onClose={() => setSaving(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
