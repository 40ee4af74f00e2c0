import { TRACKS_MAX_FILES } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';

/**
 * For two to eight files: "These files are tracks of one recording", each a person recorded on their own;
 * they become one recording whose speakers are the tracks.
 */
export function TracksChoice({
  files,
  checked,
  disabled,
  onChange,
}: {
  files: number;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  if (files < 2 || files > TRACKS_MAX_FILES) return null;
  return (
    <label className="flex items-start gap-2 text-sm text-fg">
      <input
        type="checkbox"
        className="mt-0.5 h-4 w-4 accent-[var(--accent)]"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {t('upload.tracks.label')}
        <span className="block text-xs text-muted">{t('upload.tracks.hint')}</span>
      </span>
    </label>
  );
}
