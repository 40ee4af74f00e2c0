/** The user's API keys. */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
};
