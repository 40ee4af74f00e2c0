import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '@/components/ui/text-field';

interface Props {
  /** The address's speaker name ('' for any). */
  value: string;
  /** Saved voices' names, offered as the field is typed in. */
  voices: readonly string[];
  onCommit: (speaker: string) => void;
}

/**
 * A speaker's name (a saved voice's among those offered): files in which that speaker says something. Set in
 * the address when the field is left or Enter pressed, not at every key.
 */
export function SpeakerFilter({ value, voices, onCommit }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const commit = () => draft.trim() !== value && onCommit(draft);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('files.filters.speaker')}
      </label>
      <input
        id={id}
        type="search"
        list={`${id}-voices`}
        autoComplete="off"
        className={inputClasses}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
      <datalist id={`${id}-voices`}>
        {voices.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </div>
  );
}
