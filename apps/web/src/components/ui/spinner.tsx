import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

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
