import { type TMarkdownExport, type TMarkdownExportRequest, ZMarkdownFolder } from '@transcribe/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useErrorText } from '@/lib/error-text';

export interface MarkdownExportFormProps {
  saved: TMarkdownExport;
  saving: boolean;
  /** Stores the setting; the form says in a toast that it did, or why not. */
  save: (request: TMarkdownExportRequest) => Promise<unknown>;
}

/**
 * "Write a Markdown copy of every transcript" and the server folder it goes to, with where that is on the
 * server. The Profile's and a workspace's Markdown copies share it.
 */
export function MarkdownExportForm({ saved, saving, save }: MarkdownExportFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [enabled, setEnabled] = useState(saved.markdown_export_enabled);
  const [folder, setFolder] = useState(saved.markdown_export_folder);
  const [invalid, setInvalid] = useState(false);
  const changed = enabled !== saved.markdown_export_enabled || folder.trim() !== saved.markdown_export_folder;

  function submit(event: FormEvent) {
    event.preventDefault();
    const valid = ZMarkdownFolder.safeParse(folder).success;
    setInvalid(!valid);
    if (!valid) return;
    save({ markdown_export_enabled: enabled, markdown_export_folder: folder.trim() }).then(
      () => toast.success(t(enabled ? 'markdownExport.savedOn' : 'markdownExport.savedOff')),
      (failure) => toast.error(errorText(failure, 'markdownExport.saveFailed')),
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <label className="flex items-start gap-2 text-sm text-fg">
        <input
          type="checkbox"
          className="mt-1"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        {t('markdownExport.enabled')}
      </label>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-folder`} className="text-sm font-medium text-fg">
          {t('markdownExport.folder')}
        </label>
        <input
          id={`${id}-folder`}
          value={folder}
          disabled={!enabled}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-folder-error` : `${id}-folder-where`}
          onChange={(event) => setFolder(event.target.value)}
          className={cn(inputClasses, 'sm:max-w-md')}
        />
        {invalid ? (
          <p id={`${id}-folder-error`} role="alert" className="text-sm text-danger">
            {t('markdownExport.invalidFolder')}
          </p>
        ) : (
          <p id={`${id}-folder-where`} className="text-sm text-muted">
            {t('markdownExport.location', { path: saved.markdown_export_location })}
          </p>
        )}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={!changed || saving} aria-busy={saving}>
          {saving ? <Spinner /> : null}
          {t('markdownExport.save')}
        </Button>
      </div>
    </form>
  );
}
