import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Checked when every file is selected, indeterminate when some are (also when every loaded file is but more
 * pages follow); busy while "select all" reads the pages not yet loaded.
 */
export function SelectAllBox({
  total,
  selected,
  hasMore,
  busy,
  onToggleAll,
}: {
  total: number;
  selected: number;
  hasMore: boolean;
  busy: boolean;
  onToggleAll: () => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLInputElement>(null);
  const all = total > 0 && selected === total && !hasMore;
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
      aria-busy={busy || undefined}
      checked={all}
      disabled={total === 0}
      onChange={onToggleAll}
    />
  );
}
