import { TRACKS_MAX_FILES } from '@transcribe/contract';
import { Plus, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useInvalidateFiles } from '@/api/audio/invalidate-files';
import { makeTracks } from '@/api/audio/make-tracks';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useLinkImport } from '@/features/files/hooks/use-link-import';
import { usePlaceQuota } from '@/features/files/hooks/use-place-quota';
import { useSharedFiles } from '@/features/files/hooks/use-shared-files';
import { useStartTranscriptions } from '@/features/files/hooks/use-start-transcriptions';
import { useTranscriptionOptions } from '@/features/files/hooks/use-transcription-options';
import { useUnfinishedUploads } from '@/features/files/hooks/use-unfinished-uploads';
import { type UploadEntry, useUploadQueue } from '@/features/files/hooks/use-upload-queue';
import { useErrorText } from '@/lib/error-text';
import { useSession } from '@/lib/session/session-context';
import { TranscriptionOptions } from '../transcription-options';
import { DropArea } from './drop-area';
import { DuplicateNote } from './duplicate-note';
import { InstallingModeNotice } from './installing-mode-notice';
import { LinkField } from './link-field';
import { PlaceQuotaNote, useLimitText } from './place-quota-note';
import { TracksChoice } from './tracks-choice';
import { UnfinishedUploads } from './unfinished-uploads';
import { UploadFileList } from './upload-file-list';

/**
 * 'Transcribe': choose files and options, upload them with progress, and start their transcriptions.
 * `shared`: opened by the share target, with the files another app shared already added.
 */
export default function UploadDialog({
  folderId,
  shared = false,
  onClose,
}: {
  folderId: number | null;
  shared?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // The allowance of the place the files go to: a workspace folder's files count against the workspace.
  const quota = usePlaceQuota(folderId);
  const limitReached = quota.reached;
  const limitText = useLimitText(quota);
  const options = useTranscriptionOptions(!limitReached);
  const userId = useSession().user?.user_id;
  const queue = useUploadQueue(userId ?? 0);
  // A file that is neither audio nor video is left out, with a word about it.
  const addFiles = (files: Iterable<File>) => {
    const refused = queue.add(files);
    if (refused.length > 0)
      toast.warning(t('upload.notMedia', { count: refused.length, names: refused.join(', ') }));
  };
  useSharedFiles(shared, addFiles);
  const unfinished = useUnfinishedUploads(userId, !limitReached);
  // How far the server has each chosen file that was begun before: its upload continues from there.
  const resumes = new Map(
    unfinished.uploads.flatMap((u) => (u.percent === null ? [] : [[u.key, u.percent]])),
  );
  const queued = new Set(queue.entries.map((entry) => entry.key));
  const startTranscriptions = useStartTranscriptions();
  const [busy, setBusy] = useState(false);
  const [asTracks, setAsTracks] = useState(false);
  const [offsets, setOffsets] = useState<Record<string, number>>({});
  const pendingEntries = queue.entries.filter((entry) => entry.status === 'pending');
  const tracks = asTracks && pendingEntries.length >= 2 && pendingEntries.length <= TRACKS_MAX_FILES;
  const invalidateFiles = useInvalidateFiles();
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | undefined>();
  const link = useLinkImport();
  const input = useRef<HTMLInputElement>(null);
  const { catalogue } = options;
  const modelsLoading = catalogue.models.isPending && !limitReached;

  async function submit() {
    if (limitReached) return void toast.info(t('usage.premiumNotYet'));
    const request = options.request();
    const linked = link.url.trim() !== '';
    if (!linked && !queue.entries.some((entry) => entry.status === 'pending'))
      return setProblem(t('upload.needFiles'));
    if ((catalogue.models.data ?? []).length > 0 && !options.model) return setProblem(t('upload.needMode'));
    if ((catalogue.languages.data ?? []).length > 0 && !options.language)
      return setProblem(t('upload.needLanguage'));
    setProblem(undefined);
    setBusy(true);
    const imported = linked && request ? await link.importWith(request, folderId) : true;
    // Tracks are uploaded to be made one file and removed: each is a new copy, whatever the library holds.
    const fields = { ...options.uploadFields(folderId), keepDuplicate: tracks };
    const results = await queue.uploadPending(fields, (key) => resumes.get(key) ?? 0);
    // A file already in the library is not transcribed again: its entry offers to open it or keep a copy.
    const duplicates = results.filter((entry) => entry.status === 'duplicate');
    let uploaded = results.flatMap((entry) =>
      entry.item && entry.status === 'completed' ? [entry.item.audio_id] : [],
    );
    if (uploaded.length > 0) {
      toast.info(t('upload.complete', { count: uploaded.length }));
      // Tracks of one recording: made one file first, whose speakers are the tracks.
      if (tracks && uploaded.length === results.length)
        uploaded = await makeTracks(
          uploaded,
          results.map((entry) => offsets[entry.key] ?? 0),
        )
          .then((item) => [item.audio_id])
          .catch((error: unknown) => {
            toast.error(errorText(error, 'upload.tracks.failed'));
            return [];
          })
          .finally(() => void invalidateFiles());
      if (request && uploaded.length > 0) await startTranscriptions(uploaded, request);
    }
    setBusy(false);
    if (results.some((entry) => entry.status === 'failed')) toast.warning(t('upload.someFailed'));
    else if (duplicates.length === 0 && imported) onClose();
  }

  /** A second copy of a file found already there, uploaded again and transcribed as the others were. */
  async function keepCopy(entry: UploadEntry) {
    setBusy(true);
    const copy = await queue.keepCopy(entry, options.uploadFields(folderId));
    const request = options.request();
    if (copy.item && copy.status === 'completed' && request)
      await startTranscriptions([copy.item.audio_id], request);
    setBusy(false);
    const others = queue.entries.filter((other) => other.key !== entry.key);
    if (copy.status === 'completed' && others.every((other) => other.status === 'completed')) onClose();
  }

  /** The link's recording, found already in the library, imported again as a second copy. */
  async function keepLinkCopy() {
    const request = options.request();
    if (!request) return;
    setBusy(true);
    const imported = await link.importWith(request, folderId, true);
    setBusy(false);
    if (imported) onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => open || busy || onClose()} title={t('upload.title')} wide>
      <DropArea
        ref={input}
        limitReached={limitReached}
        limitText={limitText}
        compact={queue.entries.length > 0}
        disabled={busy}
        onFiles={addFiles}
      />
      <UnfinishedUploads
        uploads={unfinished.uploads.filter((upload) => !queued.has(upload.key))}
        disabled={busy}
        onForget={unfinished.forget}
      />
      {limitReached ? null : (
        <LinkField
          url={link.url}
          onUrl={link.setUrl}
          disabled={busy}
          current={link.current}
          failure={link.failure}
          onOpen={onClose}
          onKeepCopy={() => void keepLinkCopy()}
        />
      )}
      {queue.entries.length > 0 ? (
        <>
          <UploadFileList
            entries={queue.entries}
            resumes={resumes}
            busy={busy}
            onRemove={queue.remove}
            duplicateNote={(entry) => (
              <DuplicateNote entry={entry} busy={busy} onOpen={onClose} onKeepCopy={keepCopy} />
            )}
          />
          <TracksChoice
            entries={pendingEntries}
            checked={asTracks}
            disabled={busy}
            onChange={setAsTracks}
            offsets={offsets}
            onOffset={(key, seconds) => setOffsets((all) => ({ ...all, [key]: seconds }))}
          />
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            <Plus size={16} aria-hidden />
            {t('upload.addMore')}
          </Button>
        </>
      ) : null}
      {limitReached ? null : (
        <>
          <TranscriptionOptions options={options} />
          <InstallingModeNotice options={options} />
        </>
      )}
      <PlaceQuotaNote quota={quota} />
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        {limitReached && quota.workspace ? null : limitReached ? (
          <Button onClick={submit}>
            <Sparkles size={16} aria-hidden />
            {t('upload.becomePremium')}
          </Button>
        ) : (
          <Button
            onClick={submit}
            disabled={busy || modelsLoading || (queue.entries.length === 0 && link.url.trim() === '')}
            aria-busy={busy}
          >
            {busy ? <Spinner /> : null}
            {busy ? t('upload.processing') : t('upload.submit')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
