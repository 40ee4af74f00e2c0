/** The admin console's data; everything sits under `all`, so one invalidation refreshes the console. */
export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  userPage: (query: string, page: number) => ['admin', 'users', query, page] as const,
  queue: ['admin', 'queue'] as const,
  system: ['admin', 'system'] as const,
  models: ['admin', 'models'] as const,
  audit: ['admin', 'audit'] as const,
  auditPage: (page: number) => ['admin', 'audit', page] as const,
};
