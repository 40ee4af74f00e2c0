import type { TTranslatedSegment } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface Props {
  /** null: the translation has no text for this segment (it was added after the translation was made). */
  segment: TTranslatedSegment | null;
  /** iso code of the translation. */
  language: string | undefined;
  /** The segment is playing: marked as its original is. */
  active: boolean;
}

/** A segment's translation, in the column beside its original text. */
export function TranslatedText({ segment, language, active }: Props) {
  const { t } = useTranslation();
  return (
    <div
      data-translation-segment={segment?.segment_id}
      className="flex min-w-0 flex-1 basis-0 flex-col gap-1 border-l border-border pl-3"
    >
      <p
        lang={segment && !segment.untranslated ? language : undefined}
        className={cn(
          'rounded-sm text-[15px] leading-relaxed text-fg',
          active && 'bg-accent/15',
          !segment && 'text-muted italic',
        )}
      >
        {segment ? segment.text : t('translate.missing')}
      </p>
      {segment?.untranslated ? (
        <span className="text-xs text-muted">{t('translate.untranslated')}</span>
      ) : null}
    </div>
  );
}
