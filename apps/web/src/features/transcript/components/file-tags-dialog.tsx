import type { TAudioItem } from '@transcribe/contract';
import { useFileTagEditing } from '@/api/tags/use-file-tag-editing';
import { TagPickerDialog } from '@/components/tags/tag-picker-dialog';

/** The viewed file's Tags… dialog, in a chunk of its own: the tags of its place to pick, new ones made there. */
export default function FileTagsDialog({ item, onClose }: { item: TAudioItem; onClose: () => void }) {
  const editing = useFileTagEditing(item);
  return (
    <TagPickerDialog
      fileName={item.audio_file.file_name}
      current={item.audio_tags}
      {...editing}
      onClose={onClose}
    />
  );
}
