import {
  isUnnamedSpeaker,
  type TVoiceProfile,
  VOICE_PROFILE_NAME_MAX,
  ZVoiceProfileName,
} from '@transcribe/contract';
import type { TFunction } from 'i18next';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useRenameVoiceProfile } from '@/api/voice-profiles/rename-voice-profile';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useErrorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format';
import { AdaptNowButton, VoiceAdaptationSummary } from './voice-adaptation';

/** How the prints were made: the built-in statistics by their description, a speaker model by its name. */
export function methodsText(methods: string[], t: TFunction): string {
  return methods.map((method) => (method === 'mfcc' ? t('voiceProfiles.methods.mfcc') : method)).join(' + ');
}

/** What keeps a name from being sent (the contract's rules, in the reader's language), or undefined. */
function nameProblem(name: string, t: TFunction): string | undefined {
  if (ZVoiceProfileName.safeParse(name).success) return undefined;
  if (!name.trim()) return t('voiceProfiles.nameRequired');
  if (isUnnamedSpeaker(name)) return t('voiceProfiles.nameUnnamed');
  if (name.trim().length > VOICE_PROFILE_NAME_MAX)
    return t('voiceProfiles.nameTooLong', { max: VOICE_PROFILE_NAME_MAX });
  return t('voiceProfiles.nameInvalid');
}

interface Props {
  profile: TVoiceProfile;
  onRetrain: () => void;
  onDelete: () => void;
}

/** One voice profile: its name (renamed in place), how and from what it was made, and its actions. */
export function VoiceProfileItem({ profile, onRetrain, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const name = profile.voice_profile_name;
  const [renaming, setRenaming] = useState(false);
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {renaming ? (
          <RenameForm profile={profile} onDone={() => setRenaming(false)} />
        ) : (
          <span className="truncate font-medium text-fg">{name}</span>
        )}
        <span className="text-xs text-muted">
          {t('voiceProfiles.madeWith', { methods: methodsText(profile.voice_profile_methods, t) })} ·{' '}
          {t('voiceProfiles.seconds', { seconds: Math.round(profile.voice_profile_seconds) })}
        </span>
        <span className="text-xs text-muted">
          {profile.voice_profile_audio_id !== null ? (
            <>
              {t('voiceProfiles.from')}{' '}
              <Link
                to={`/dashboard/transcript/${profile.voice_profile_audio_id}`}
                className="text-accent-text underline underline-offset-2"
              >
                {profile.voice_profile_audio_name ?? `#${profile.voice_profile_audio_id}`}
              </Link>
            </>
          ) : (
            t('voiceProfiles.fromDeleted')
          )}{' '}
          ·{' '}
          {t('voiceProfiles.updated', { date: formatDate(profile.voice_profile_updated_at, i18n.language) })}
        </span>
        <VoiceAdaptationSummary profile={profile} />
      </div>
      {renaming ? null : (
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('voiceProfiles.renameNamed', { name })}
            onClick={() => setRenaming(true)}
          >
            {t('voiceProfiles.rename')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('voiceProfiles.retrainNamed', { name })}
            onClick={onRetrain}
          >
            {t('voiceProfiles.retrain')}
          </Button>
          <AdaptNowButton profile={profile} />
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('voiceProfiles.deleteNamed', { name })}
            onClick={onDelete}
          >
            {t('common.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The name as a field: Enter or Save sends it, Escape or Cancel keeps the old one. */
function RenameForm({ profile, onDone }: { profile: TVoiceProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const rename = useRenameVoiceProfile();
  const [draft, setDraft] = useState(profile.voice_profile_name);
  const [error, setError] = useState<string>();
  const id = useId();
  const errorId = `${id}-error`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.trim() === profile.voice_profile_name) return onDone();
    const problem = nameProblem(draft, t);
    setError(problem);
    if (problem) return;
    rename.mutate(
      { id: profile.voice_profile_id, name: draft.trim() },
      {
        onSuccess: (renamed) => {
          toast.success(t('voiceProfiles.renamed', { name: renamed.voice_profile_name }));
          onDone();
        },
        onError: (failure) => setError(errorText(failure, 'voiceProfiles.renameFailed')),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <input
          // biome-ignore lint/a11y/noAutofocus: the person just asked to type the new name.
          autoFocus
          className={cn(inputClasses, 'h-8 min-w-0 flex-1')}
          aria-label={t('voiceProfiles.newName', { name: profile.voice_profile_name })}
          maxLength={VOICE_PROFILE_NAME_MAX}
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !rename.isPending) onDone();
          }}
        />
        <Button type="submit" size="sm" disabled={rename.isPending} aria-busy={rename.isPending}>
          {rename.isPending ? <Spinner /> : null}
          {t('voiceProfiles.save')}
        </Button>
        <Button variant="ghost" size="sm" disabled={rename.isPending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
