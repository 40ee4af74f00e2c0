import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Checked when every file is selected, indeterminate when some are (also when every loaded file is but more
 * pages follow, until every file of the view is selected: `matching`).
 */
export function SelectAllBox({
  total,
  selected,
  hasMore,
  matching,
  onToggleAll,
}: {
  total: number;
  selected: number;
  hasMore: boolean;
  matching: boolean;
  onToggleAll: () => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLInputElement>(null);
  const all = total > 0 && selected === total && (!hasMore || matching);
  const some = selected > 0 && !all;
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="h-4 w-4 cursor-pointer accent-[var(--accent)]"
      aria-label={t('files.selectAll')}
      aria-checked={some ? 'mixed' : all}
      checked={all}
      disabled={total === 0}
      onChange={onToggleAll}
    />
  );
}
