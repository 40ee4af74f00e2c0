import type { TBulkFailure } from '@transcribe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Why a file failed: the app's text for the server's code when it has one, else the server's own message. */
export function useFailureReason() {
  const { t, i18n } = useTranslation();
  // A validation failure's message says which rule; the app's text for the code says only that one failed.
  return (failure: TBulkFailure) =>
    failure.code !== 'VALIDATION_FAILED' && i18n.exists(`errors.${failure.code}`)
      ? t(`errors.${failure.code}`)
      : failure.message;
}

/** The files the work could not do, by name, each with the reason. */
export function BulkFailures({ failures }: { failures: TBulkFailure[] }) {
  const { t } = useTranslation();
  const id = useId();
  const reason = useFailureReason();
  if (failures.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-1.5">
      <h3 id={id} className="text-sm font-medium text-danger">
        {t('files.bulkWork.failures', { count: failures.length })}
      </h3>
      <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto rounded-lg border border-danger/30 bg-danger/5 p-2 text-sm">
        {failures.map((failure) => (
          <li key={failure.audio_id}>
            <span className="font-medium text-fg">{failure.file_name}</span>
            <span className="text-muted">: {reason(failure)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
