/**
 * The summary templates: written with from the transcript viewer's Summary tab, managed on the profile
 * page; one list for both.
 */
export const summaryTemplateKeys = {
  all: ['summary-templates'] as const,
};
