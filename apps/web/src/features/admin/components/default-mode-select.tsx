import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { usePinDefaultMode } from '@/api/admin/default-mode';
import { modelsQuery } from '@/api/catalogue/models';
import { fieldClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useErrorText } from '@/lib/error-text';

/**
 * The mode every upload starts with, for the whole install: the most accurate one for each language (the
 * default), or one an administrator pins; a pinned mode holds for the languages it transcribes.
 */
export function DefaultModeSelect({ pinned }: { pinned: number | null }) {
  const { t } = useTranslation();
  const id = useId();
  const modes = useQuery(modelsQuery).data ?? [];
  const pin = usePinDefaultMode();
  const errorText = useErrorText();
  const choose = (value: string) =>
    pin.mutate(value === '' ? null : Number(value), {
      onSuccess: () => toast.success(t('admin.models.defaultMode.saved')),
      onError: (error) => toast.error(errorText(error, 'admin.models.defaultMode.failed')),
    });
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('admin.models.defaultMode.label')}
      </label>
      <select
        id={id}
        value={pinned ?? ''}
        disabled={pin.isPending}
        onChange={(event) => choose(event.target.value)}
        className={cn(fieldClasses, 'h-9 max-w-md')}
      >
        <option value="">{t('admin.models.defaultMode.mostAccurate')}</option>
        {modes.map((mode) => (
          <option key={mode.audio_transcript_model_id} value={mode.audio_transcript_model_id}>
            {mode.audio_transcript_model_name}
          </option>
        ))}
      </select>
      <p className="text-xs text-muted">{t('admin.models.defaultMode.hint')}</p>
    </div>
  );
}
