import { audioKeys, voiceProfileKeys as sharedVoiceProfileKeys } from '@/api/query-keys';

/**
 * The voice profiles panel's data: the user's profiles (shared with the transcript viewer, which saves and
 * re-trains them), the files a profile may be re-trained from (the whole list, under the files' keys, so any
 * change to a file refreshes it), and the speakers of the transcript chosen for re-training.
 */
export const voiceProfileKeys = {
  all: sharedVoiceProfileKeys.all,
  files: audioKeys.list(null),
  speakers: (transcriptId: number | undefined) => ['voice-profile-speakers', transcriptId] as const,
};
