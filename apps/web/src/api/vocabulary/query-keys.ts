/** The user's vocabulary: edited on the profile page, added to from transcript review. */
export const vocabularyKeys = {
  all: ['vocabulary'] as const,
};
