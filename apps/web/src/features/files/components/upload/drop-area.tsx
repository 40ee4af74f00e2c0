import { UploadCloud } from 'lucide-react';
import { type DragEvent, forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface Props {
  limitReached: boolean;
  /** What it says at the limit (whose allowance is used up). */
  limitText: string;
  compact: boolean;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}

/** Drop files here or browse (audio and video, several at once); at the daily limit it says so instead. */
export const DropArea = forwardRef<HTMLInputElement, Props>(function DropArea(
  { limitReached, limitText, compact, disabled, onFiles },
  input,
) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!limitReached && !disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <label
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 text-center text-sm',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
        compact ? 'py-4' : 'py-10',
        over ? 'border-accent bg-accent-soft' : 'border-border-strong',
        limitReached || disabled ? 'cursor-not-allowed text-muted' : 'cursor-pointer hover:border-accent',
      )}
    >
      <UploadCloud size={compact ? 20 : 28} aria-hidden className="text-accent-text" />
      {limitReached ? (
        <span className="font-medium text-fg">{limitText}</span>
      ) : (
        <>
          <span className="font-medium text-fg">{t('upload.dropHere')}</span>
          <span className="text-muted">{t('upload.browseHint')}</span>
        </>
      )}
      <input
        ref={input}
        type="file"
        accept="audio/*,video/*"
        multiple
        className="sr-only"
        aria-label={t('upload.browse')}
        disabled={limitReached || disabled}
        onChange={(event) => {
          // Copied before the value is cleared: a FileList is live and would empty with it.
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </label>
  );
});
