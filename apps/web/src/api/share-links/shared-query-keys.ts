/** What a share link opens, by its token. */
export const sharedKeys = {
  link: (token: string) => ['shared', token] as const,
};
