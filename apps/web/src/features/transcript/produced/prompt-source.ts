import type { TPromptSource } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';

/** A folder or tag that gave a file its summary template or words, as a phrase ('the folder “Clients”'). */
export function usePromptSourceText() {
  const { t, i18n } = useTranslation();
  const one = (source: TPromptSource) => t(`prompts.source.${source.kind}`, { name: source.name });
  return {
    one,
    /** Several, as a list in the reader's language ('the folder “Clients” and the tag “Legal”'). */
    all: (sources: readonly TPromptSource[]) =>
      new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(sources.map(one)),
  };
}
