import { AudioLines } from 'lucide-react';

/** The product mark and name; the name is not translated. */
/** `compact` hides the name on phones, where the header is crowded. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2 font-semibold tracking-tight text-fg">
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-accent text-accent-fg">
        <AudioLines size={18} aria-hidden />
      </span>
      <span className={compact ? 'sr-only text-base sm:not-sr-only' : 'text-base'}>Transcribe</span>
    </span>
  );
}
