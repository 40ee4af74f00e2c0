import {
  isUnnamedSpeaker,
  type TVoiceProfile,
  VOICE_PROFILE_NAME_MAX,
  ZVoiceProfileName,
} from '@transcribe/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useRenameVoiceProfile } from '@/api/voice-profiles/rename-voice-profile';
import { InlineRenameForm } from '@/components/inline-rename-form';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format';
import { AdaptNowButton, VoiceAdaptationSummary } from './voice-adaptation';
import { VoiceSpeech } from './voice-speech';

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
        <VoiceSpeech profile={profile} />
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

/** The profile's name as a field in place, checked against the contract's rules before it is sent. */
function RenameForm({ profile, onDone }: { profile: TVoiceProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const rename = useRenameVoiceProfile();
  return (
    <InlineRenameForm
      name={profile.voice_profile_name}
      label={t('voiceProfiles.newName', { name: profile.voice_profile_name })}
      maxLength={VOICE_PROFILE_NAME_MAX}
      saveLabel={t('voiceProfiles.save')}
      problem={(draft) => nameProblem(draft, t)}
      onSave={(name, fail) =>
        rename.mutate(
          { id: profile.voice_profile_id, name },
          {
            onSuccess: (renamed) => {
              toast.success(t('voiceProfiles.renamed', { name: renamed.voice_profile_name }));
              onDone();
            },
            onError: (failure) => fail(errorText(failure, 'voiceProfiles.renameFailed')),
          },
        )
      }
      saving={rename.isPending}
      onDone={onDone}
      compact
    />
  );
}
