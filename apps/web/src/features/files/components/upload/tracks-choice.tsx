import { TRACKS_MAX_FILES } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import type { UploadEntry } from '@/features/files/hooks/use-upload-queue';

interface Props {
  /** The files waiting to be uploaded, in order. */
  entries: UploadEntry[];
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  /** Seconds each track starts after the recording's start, by entry key (0 unless set). */
  offsets: Record<string, number>;
  onOffset: (key: string, seconds: number) => void;
}

/**
 * For two to eight files: "These files are tracks of one recording", each a person recorded on their own;
 * they become one recording whose speakers are the tracks. Checked, each track's start can be set, for tracks
 * that began recording later than the others.
 */
export function TracksChoice({ entries, checked, disabled, onChange, offsets, onOffset }: Props) {
  const { t } = useTranslation();
  if (entries.length < 2 || entries.length > TRACKS_MAX_FILES) return null;
  return (
    <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
      <legend className="sr-only">{t('upload.tracks.label')}</legend>
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
      {checked ? (
        <ul className="ml-6 flex flex-col gap-1 text-sm">
          {entries.map((entry) => (
            <li key={entry.key}>
              <label className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate text-fg">{entry.file.name}</span>
                <span className="text-xs text-muted">{t('upload.tracks.startsAt')}</span>
                <input
                  type="number"
                  min={0}
                  max={3600}
                  step={0.1}
                  disabled={disabled}
                  aria-label={t('upload.tracks.offset', { name: entry.file.name })}
                  className="h-8 w-20 rounded-md border border-border-strong bg-bg px-2 text-right tabular-nums"
                  value={offsets[entry.key] ?? 0}
                  onChange={(event) => onOffset(entry.key, Math.max(0, Number(event.target.value) || 0))}
                />
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
