import { SUBTITLE_LOOKS, type TBurnSubtitlesRequest, type TSubtitleLook } from '@transcribe/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';

const check = 'h-4 w-4 accent-[var(--accent)]';
const option = 'flex items-center gap-2 text-sm text-fg';

interface Props {
  /** The burned-in video is being asked for. */
  starting: boolean;
  /** Why the burned-in video could not be started, else null. */
  error: string | null;
  onTrack: () => void;
  onBurn: (request: Required<TBurnSubtitlesRequest>) => void;
  onCancel: () => void;
}

/**
 * How the transcript goes with the video: a subtitle track (made at once, players can switch it off) or
 * burned into the picture in a look, with or without the speakers' names.
 */
export function VideoExportChoice({ starting, error, onTrack, onBurn, onCancel }: Props) {
  const { t } = useTranslation();
  const lookId = useId();
  const hintId = useId();
  const [burned, setBurned] = useState(false);
  const [look, setLook] = useState<TSubtitleLook>('standard');
  const [speakers, setSpeakers] = useState(true);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (burned) onBurn({ look, speakers });
        else onTrack();
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-fg">{t('transcript.videoExport.how')}</legend>
        <label className={option}>
          <input type="radio" name="video-subtitles" checked={!burned} onChange={() => setBurned(false)} />
          {t('transcript.videoExport.track')}
        </label>
        <label className={option}>
          <input type="radio" name="video-subtitles" checked={burned} onChange={() => setBurned(true)} />
          {t('transcript.videoExport.burned')}
        </label>
      </fieldset>
      {burned ? (
        <div className="flex flex-col gap-3 border-l-2 border-border pl-4">
          <div className="flex flex-col gap-1 text-sm text-fg">
            <label htmlFor={lookId}>{t('transcript.videoExport.look')}</label>
            <select
              id={lookId}
              value={look}
              aria-describedby={hintId}
              onChange={(event) => setLook(event.target.value as TSubtitleLook)}
              className="h-9 rounded-lg border border-border bg-elevated px-2 text-sm text-fg hover:bg-hover"
            >
              {SUBTITLE_LOOKS.map((value) => (
                <option key={value} value={value}>
                  {t(`transcript.videoExport.looks.${value}`)}
                </option>
              ))}
            </select>
            <p id={hintId} className="text-xs text-muted">
              {t(`transcript.videoExport.lookHints.${look}`)}
            </p>
          </div>
          <label className={option}>
            <input
              type="checkbox"
              className={check}
              checked={speakers}
              onChange={(event) => setSpeakers(event.target.checked)}
            />
            {t('transcript.videoExport.speakers')}
          </label>
          <p className="text-xs text-muted">{t('transcript.videoExport.burnedHint')}</p>
        </div>
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={starting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={starting} aria-busy={starting}>
          {starting ? <Spinner /> : null}
          {t('transcript.videoExport.export')}
        </Button>
      </div>
    </form>
  );
}
