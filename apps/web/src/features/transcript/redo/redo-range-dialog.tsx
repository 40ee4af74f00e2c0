import { ZReprocessRequest } from '@transcribe/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCatalogue } from '@/api/catalogue/catalogue';
import { useReprocess } from '@/api/transcripts/reprocess';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { formatTimestampField, parseTimestamp } from '@/lib/format';
import { languageName } from '@/lib/language-name';

interface Props {
  transcriptId: number;
  /** The stretch to start from (the current segment's). */
  range: { start: number; end: number };
  onClose: () => void;
}

/** "Redo a stretch": start and end as m:ss, language and mode (as before unless chosen), confirmed. */
export function RedoRangeDialog({ transcriptId, range, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  // As Share writes times: m:ss (with tenths where the segment's edge has them), rounded outwards.
  const [start, setStart] = useState(formatTimestampField(range.start, 'down'));
  const [end, setEnd] = useState(formatTimestampField(range.end, 'up'));
  const [language, setLanguage] = useState('');
  const [model, setModel] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const catalogue = useCatalogue(true);
  const redo = useReprocess(transcriptId);

  const submit = () => {
    const parsed = ZReprocessRequest.safeParse({
      start: parseTimestamp(start) ?? Number.NaN,
      end: parseTimestamp(end) ?? Number.NaN,
      ...(language ? { audio_transcript_language_id: Number(language) } : {}),
      ...(model ? { audio_transcript_model_id: Number(model) } : {}),
    });
    if (!parsed.success) return setProblem(t('transcript.redo.badRange'));
    redo.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('transcript.redo.queued'));
        onClose();
      },
      onError: (error) => toast.error(errorText(error, 'transcript.redo.failed')),
    });
  };

  const numberField = (key: 'start' | 'end', value: string, set: (value: string) => void) => (
    <div className="flex flex-1 flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium text-fg">
        {t(`transcript.redo.${key}`)}
      </label>
      <input
        id={`${id}-${key}`}
        type="text"
        inputMode="decimal"
        placeholder="0:00"
        className={inputClasses}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          set(event.target.value);
          setProblem(null);
        }}
      />
    </div>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => open || redo.isPending || onClose()}
      title={t('transcript.redo.rangeTitle')}
      description={t('transcript.redo.rangeBody')}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="flex gap-3">
          {numberField('start', start, setStart)}
          {numberField('end', end, setEnd)}
        </div>
        {problem ? (
          <p id={`${id}-problem`} className="text-sm text-danger" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-language`} className="text-sm font-medium text-fg">
            {t('transcript.redo.language')}
          </label>
          <select
            id={`${id}-language`}
            className={inputClasses}
            value={language}
            onChange={(e) => setLanguage(e.target.value)}
          >
            <option value="">{t('transcript.redo.asBefore')}</option>
            {(catalogue.languages.data ?? []).map((l) => (
              <option key={l.audio_transcript_language_id} value={l.audio_transcript_language_id}>
                {languageName(l, t)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-model`} className="text-sm font-medium text-fg">
            {t('transcript.redo.mode')}
          </label>
          <select
            id={`${id}-model`}
            className={inputClasses}
            value={model}
            onChange={(e) => setModel(e.target.value)}
          >
            <option value="">{t('transcript.redo.asBefore')}</option>
            {(catalogue.models.data ?? []).map((m) => (
              <option key={m.audio_transcript_model_id} value={m.audio_transcript_model_id}>
                {m.audio_transcript_model_name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={redo.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={redo.isPending} aria-busy={redo.isPending}>
            {redo.isPending ? <Spinner /> : null}
            {t('transcript.redo.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
