import type { TVoiceProfile, TVoiceSpeech } from '@transcribe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVoiceSpeech } from '@/api/voice-profiles/voice-speech';
import { useWorkspaces } from '@/api/workspaces/workspaces';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatTimestamp } from '@/lib/format';
import { VoiceSpeechScope } from './voice-speech-scope';

const percent = (share: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);

/** The voice's share of the talk, week by week, as a line (one point a week). */
function WeekLine({ weeks, label }: { weeks: TVoiceSpeech['weeks']; label: string }) {
  if (weeks.length < 2) return null;
  const step = 100 / (weeks.length - 1);
  const points = weeks.map((week, i) => `${(i * step).toFixed(1)},${(30 - week.talk_share * 28).toFixed(1)}`);
  return (
    <svg viewBox="0 0 100 32" className="h-10 w-48" role="img" aria-label={label} preserveAspectRatio="none">
      <polyline points={points.join(' ')} fill="none" stroke="var(--accent)" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * "Where <name> speaks": once opened, the files the voice speaks in (each with its talk and share), the talk
 * in all, and its share week by week; in the user's own files, or in a workspace's they choose.
 */
export function VoiceSpeech({ profile }: { profile: TVoiceProfile }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [workspaceId, setWorkspaceId] = useState<number | null>(null);
  const workspaces = useWorkspaces(open).data ?? [];
  const speech = useVoiceSpeech(profile.voice_profile_id, workspaceId, open);
  const data = speech.data;
  const locale = i18n.language;
  return (
    <details className="text-xs" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-accent-text">
        {t('voiceProfiles.speech.title', { name: profile.voice_profile_name })}
      </summary>
      <div className="mt-2 flex flex-col gap-2 text-muted">
        <VoiceSpeechScope workspaces={workspaces} value={workspaceId} onChange={setWorkspaceId} />
        {speech.isPending && open ? <Spinner /> : null}
        {speech.isError ? <p role="alert">{t('voiceProfiles.speech.failed')}</p> : null}
        {data ? (
          data.files.length === 0 ? (
            <p>
              {t(workspaceId === null ? 'voiceProfiles.speech.none' : 'voiceProfiles.speech.noneWorkspace')}
            </p>
          ) : (
            <>
              <p className="text-fg">
                {t('voiceProfiles.speech.summary', {
                  count: data.files.length,
                  talk: formatTimestamp(data.total_talk_seconds),
                })}
              </p>
              <WeekLine
                weeks={data.weeks}
                label={t('voiceProfiles.speech.weeks', {
                  weeks: data.weeks
                    .map(
                      (week) => `${formatDate(week.week_start, locale)} ${percent(week.talk_share, locale)}`,
                    )
                    .join(', '),
                })}
              />
              <ul className="flex flex-col gap-1">
                {data.files.map((file) => (
                  <li key={file.audio_id} className="flex flex-wrap gap-x-2">
                    <Link
                      to={`/dashboard/transcript/${file.audio_id}`}
                      className="text-accent-text underline"
                    >
                      {file.file_name}
                    </Link>
                    <span>
                      {t('voiceProfiles.speech.file', {
                        talk: formatTimestamp(file.talk_seconds),
                        share: percent(file.talk_share, locale),
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )
        ) : null}
      </div>
    </details>
  );
}
