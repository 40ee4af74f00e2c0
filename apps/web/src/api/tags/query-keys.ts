/**
 * Tags: the user's own (`list(null)`) and each workspace's, with the files bearing each; everything under
 * `all`, so one invalidation refreshes every list (the Tags tab, a workspace's page, the filters, the dialog).
 */
export const tagKeys = {
  all: ['tags'] as const,
  list: (workspaceId: number | null) => ['tags', workspaceId ?? 'own'] as const,
};
