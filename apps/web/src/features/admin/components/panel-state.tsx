import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/error-text';

/** A panel's data still on its way (skeleton) or failed (the reason, in the reader's language). */
export function PanelState({ error, fallbackKey }: { error: unknown; fallbackKey: string }) {
  const errorText = useErrorText();
  if (error) return <Notice tone="error">{errorText(error, fallbackKey)}</Notice>;
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
