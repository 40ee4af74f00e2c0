import type { TAudioItem } from '@transcribe/contract';
import { Archive, ArchiveRestore, Tags } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudioMarks } from '@/api/audio/update-audio';
import { canWrite } from '@/api/workspaces/file-access';
import { StarToggle } from '@/components/tags/star-toggle';
import { TagChips } from '@/components/tags/tag-chips';
import { Button } from '@/components/ui/button';

const FileTagsDialog = lazy(() => import('./file-tags-dialog'));

/**
 * The viewed file's star, its tags (with Tags… to change them) and Archive or Restore; those who may not change
 * the file see its tags and star it, nothing more. An archived file says so.
 */
export function FileMarks({ item }: { item: TAudioItem }) {
  const { t } = useTranslation();
  const marks = useAudioMarks();
  const [tagging, setTagging] = useState(false);
  const write = canWrite(item.audio_role);
  const busy = marks.pending === item.audio_id;
  const archived = item.audio_archived_at !== null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <StarToggle
          starred={item.audio_starred}
          name={item.audio_file.file_name}
          busy={busy}
          onToggle={() => void marks.star(item, !item.audio_starred)}
          className="-ml-2"
        />
        <TagChips tags={item.audio_tags} className="flex-wrap" />
        {write ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => setTagging(true)}>
              <Tags size={14} aria-hidden />
              {t('files.menu.tags')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => void (archived ? marks.restore(item) : marks.archive(item))}
            >
              {archived ? <ArchiveRestore size={14} aria-hidden /> : <Archive size={14} aria-hidden />}
              {archived ? t('files.menu.restore') : t('files.menu.archive')}
            </Button>
          </>
        ) : null}
      </div>
      {archived ? <p className="text-sm text-muted">{t('files.archive.notice')}</p> : null}
      {tagging ? (
        <Suspense fallback={null}>
          <FileTagsDialog item={item} onClose={() => setTagging(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
