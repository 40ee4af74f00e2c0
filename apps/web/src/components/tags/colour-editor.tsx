import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ColourChoice } from './colour-choice';

interface Props {
  /** The tag's name, in the group's label. */
  name: string;
  colour: string;
  /** Sends the colour chosen: true once saved (the editor then closes), false when it was not. */
  onSave: (colour: string) => Promise<boolean>;
  onDone: () => void;
}

/** A tag's colour chosen among the offered ones (arrow keys move freely) and sent with Save, not at each step. */
export function ColourEditor({ name, colour, onSave, onDone }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(colour);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (draft === colour) return onDone();
    setBusy(true);
    const saved = await onSave(draft);
    setBusy(false);
    if (saved) onDone();
  }

  return (
    <div className="flex flex-wrap items-end gap-3">
      <ColourChoice value={draft} onChange={setDraft} legend={t('tags.colourOf', { name })} disabled={busy} />
      <div className="flex gap-2">
        <Button size="sm" onClick={() => void save()} disabled={busy} aria-busy={busy}>
          {busy ? <Spinner /> : null}
          {t('tags.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}
