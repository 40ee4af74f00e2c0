import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const FAQ_COUNT = 4;

/** Questions and answers as native disclosure widgets: keyboard and screen-reader friendly for free. */
export function FaqList() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col divide-y divide-border rounded-xl border border-border bg-elevated">
      {Array.from({ length: FAQ_COUNT }, (_, index) => index + 1).map((n) => (
        <details key={n} className="group px-5 py-1">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-3 font-medium text-fg [&::-webkit-details-marker]:hidden">
            {t(`faq.q${n}`)}
            <ChevronDown
              size={18}
              aria-hidden
              className="shrink-0 text-muted transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="pb-4 text-sm leading-6 text-muted">{t(`faq.a${n}`)}</p>
        </details>
      ))}
    </div>
  );
}
