import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Spinner({ size = 16, className }: { size?: number; className?: string }) {
  return <LoaderCircle size={size} className={cn('animate-spin', className)} aria-hidden />;
}

/** A centred loading line with its text for screen readers and eyes alike. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-sm text-muted">
      <Spinner size={18} />
      <span>{label}</span>
    </div>
  );
}

/**
 * A wordless spinner while code or translations arrive, usually for a blink: no text that would flash.
 * `inline` fills a page's place inside a frame instead of the whole screen.
 */
export function PageSpinner({ inline = false }: { inline?: boolean }) {
  return (
    <div
      aria-busy="true"
      className={cn('flex items-center justify-center text-muted', inline ? 'py-16' : 'min-h-dvh')}
    >
      <Spinner size={20} />
    </div>
  );
}
