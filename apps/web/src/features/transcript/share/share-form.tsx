import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCreateShareLink } from '@/api/share-links/create-share-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses, TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { formatTimestamp, parseTimestamp } from '@/lib/format';
import { EXPIRY_DAYS, type ExpiryChoice, expiresAt } from './clip-time';

/** A clip's default length from the player's position, when the recording is long enough. */
const CLIP_SECONDS = 30;

interface Props {
  transcriptId: number;
  /** The player's position and the recording's length (0 while unknown): the clip's first bounds. */
  position: number;
  duration: number;
  onCreated: (path: string) => void;
}

/** What a new link shows (all, or a clip), how long it lives and whether it offers downloads. */
export function ShareForm({ transcriptId, position, duration, onCreated }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const create = useCreateShareLink(transcriptId);
  const [clip, setClip] = useState(false);
  const [start, setStart] = useState(formatTimestamp(position));
  const [end, setEnd] = useState(
    formatTimestamp(duration > 0 ? Math.min(duration, position + CLIP_SECONDS) : position + CLIP_SECONDS),
  );
  const [errors, setErrors] = useState<{ start?: string; end?: string }>({});
  const [expiry, setExpiry] = useState<ExpiryChoice>('never');
  const [allowExport, setAllowExport] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const from = parseTimestamp(start);
    const to = parseTimestamp(end);
    const found = {
      start: clip && from === undefined ? t('share.timeInvalid') : undefined,
      end:
        clip && to === undefined
          ? t('share.timeInvalid')
          : clip && from !== undefined && to !== undefined && to <= from
            ? t('share.endBeforeStart')
            : undefined,
    };
    setErrors(found);
    if (found.start || found.end) return;
    create.mutate(
      {
        allow_export: allowExport,
        expires_at: expiresAt(expiry),
        ...(clip ? { start: from, end: to } : {}),
      },
      {
        onSuccess: (link) => onCreated(link.share_link_path),
        onError: (error) => toast.error(errorText(error, 'share.createFailed')),
      },
    );
  }

  const radio = 'flex items-center gap-2 text-sm text-fg';
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-fg">{t('share.scope')}</legend>
        <label className={radio}>
          <input type="radio" name="scope" checked={!clip} onChange={() => setClip(false)} />
          {t('share.wholeRecording')}
        </label>
        <label className={radio}>
          <input type="radio" name="scope" checked={clip} onChange={() => setClip(true)} />
          {t('share.clip')}
        </label>
      </fieldset>
      {clip ? (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('share.start')}
            inputMode="decimal"
            value={start}
            error={errors.start}
            onChange={(event) => setStart(event.target.value)}
          />
          <TextField
            label={t('share.end')}
            inputMode="decimal"
            value={end}
            error={errors.end}
            onChange={(event) => setEnd(event.target.value)}
          />
        </div>
      ) : null}
      <label className="flex flex-col gap-1.5 text-sm font-medium text-fg">
        {t('share.expiry')}
        <select
          className={inputClasses}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value as ExpiryChoice)}
        >
          {EXPIRY_DAYS.map((choice) => (
            <option key={choice} value={choice}>
              {t(`share.expiryChoice.${choice}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={radio}>
        <input
          type="checkbox"
          checked={allowExport}
          onChange={(event) => setAllowExport(event.target.checked)}
        />
        {t('share.allowExport')}
      </label>
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? <Spinner /> : null}
          {t('share.create')}
        </Button>
      </div>
    </form>
  );
}
