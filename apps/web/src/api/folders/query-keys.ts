/** The user's folder trees. */
export const folderKeys = {
  all: ['folders'] as const,
};
