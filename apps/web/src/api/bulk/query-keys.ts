/** Bulk work: each piece followed by its id while it runs. */
export const bulkKeys = {
  all: ['bulk'] as const,
  job: (bulkId: number) => ['bulk', bulkId] as const,
};
