import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Checked when every file is selected, indeterminate when some are. */
export function SelectAllBox({
  total,
  selected,
  onToggleAll,
}: {
  total: number;
  selected: number;
  onToggleAll: () => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLInputElement>(null);
  const some = selected > 0 && selected < total;
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="h-4 w-4 cursor-pointer accent-[var(--accent)]"
      aria-label={t('files.selectAll')}
      aria-checked={some ? 'mixed' : selected > 0 && selected === total}
      checked={total > 0 && selected === total}
      disabled={total === 0}
      onChange={onToggleAll}
    />
  );
}
