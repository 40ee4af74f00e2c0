import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

const field = 'h-8 min-w-0 flex-1 rounded-md border border-border bg-surface px-2 text-sm text-fg';

/** The find-and-replace-speaker bar and, beyond the spec, merging one speaker into another. */
export function SpeakerTools({
  speakers,
  onReplace,
  onMerge,
}: {
  speakers: string[];
  onReplace: (find: string, replace: string) => boolean;
  onMerge: (from: string, into: string) => void;
}) {
  const { t } = useTranslation();
  const [find, setFind] = useState('');
  const [replace, setReplace] = useState('');
  const [from, setFrom] = useState('');
  const [into, setInto] = useState('');
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3">
      <form
        className="flex flex-wrap items-center gap-2"
        aria-label={t('transcript.speaker.replaceTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          if (onReplace(find, replace)) {
            setFind('');
            setReplace('');
          }
        }}
      >
        <input
          className={field}
          aria-label={t('transcript.speaker.find')}
          placeholder={t('transcript.speaker.find')}
          value={find}
          onChange={(event) => setFind(event.target.value)}
        />
        <input
          className={field}
          aria-label={t('transcript.speaker.replaceWith')}
          placeholder={t('transcript.speaker.replaceWith')}
          maxLength={100}
          value={replace}
          onChange={(event) => setReplace(event.target.value)}
        />
        <Button type="submit" size="sm" variant="secondary">
          {t('transcript.speaker.replace')}
        </Button>
      </form>
      {speakers.length > 1 ? (
        <form
          className="flex flex-wrap items-center gap-2 text-sm text-muted"
          aria-label={t('transcript.speaker.mergeTitle')}
          onSubmit={(event) => {
            event.preventDefault();
            if (from && into && from !== into) onMerge(from, into);
            setFrom('');
            setInto('');
          }}
        >
          <SpeakerSelect
            label={t('transcript.speaker.mergeFrom')}
            value={from}
            onChange={setFrom}
            speakers={speakers}
          />
          <span aria-hidden>→</span>
          <SpeakerSelect
            label={t('transcript.speaker.mergeInto')}
            value={into}
            onChange={setInto}
            speakers={speakers.filter((name) => name !== from)}
          />
          <Button type="submit" size="sm" variant="secondary" disabled={!from || !into || from === into}>
            {t('transcript.speaker.merge')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

function SpeakerSelect(props: {
  label: string;
  value: string;
  onChange: (name: string) => void;
  speakers: string[];
}) {
  return (
    <select
      className={field}
      aria-label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    >
      <option value="">{props.label}</option>
      {props.speakers.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </select>
  );
}
