import { TranslateControl } from './translate-control';
import { TranslationColumns } from './translation-columns';
import type { TranslationsState } from './use-translations';

/** What the transcript viewer shows of translations: the control, the column headings and the shown one. */
export const ViewerTranslation = {
  Control: TranslateControl,
  Columns({ translations, hidden }: { translations: TranslationsState; hidden: boolean }) {
    const shown = ViewerTranslation.shown(translations);
    return shown && !hidden ? <TranslationColumns language={shown.language} /> : null;
  },
  /** The translation shown side by side, once its segments are loaded. */
  shown(translations: TranslationsState) {
    const { shown, segments } = translations;
    return shown && segments ? { language: shown, segments } : undefined;
  },
};
