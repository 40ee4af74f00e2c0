import { Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A speaker's name over their turn; in edit mode a button that renames the speaker everywhere. `extra`
 * stands beside the name, outside the heading (voice marks and actions).
 */
export function SpeakerName({
  name,
  onRename,
  extra,
}: {
  name: string;
  onRename?: (from: string, to: string) => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const heading = 'text-sm font-semibold text-accent-text';
  const line = (title: ReactNode) => (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 pt-5 pb-1">
      {title}
      {extra}
    </div>
  );
  if (!onRename) return line(<h2 className={heading}>{name}</h2>);
  if (draft === undefined)
    return line(
      <h2 className={heading}>
        <button
          type="button"
          className="inline-flex items-center gap-1.5 rounded px-1 hover:bg-hover"
          aria-label={t('transcript.speaker.rename', { name })}
          onClick={() => setDraft(name)}
        >
          {name}
          <Pencil size={12} aria-hidden />
        </button>
      </h2>,
    );
  const apply = () => {
    if (draft.trim() && draft.trim() !== name) onRename(name, draft);
    setDraft(undefined);
  };
  return (
    <form
      className="pt-4 pb-1"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <input
        // biome-ignore lint/a11y/noAutofocus: the person just asked to type the new name.
        autoFocus
        className="rounded-md border border-border bg-surface px-2 py-1 text-sm font-semibold text-fg"
        aria-label={t('transcript.speaker.newName', { name })}
        maxLength={100}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(undefined);
        }}
      />
    </form>
  );
}
