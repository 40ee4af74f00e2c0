/** The user's saved views (the sidebar lists them). */
export const savedViewKeys = {
  all: ['saved-views'] as const,
};
