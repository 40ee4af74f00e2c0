/** The user's webhooks, and each one's deliveries under them. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  deliveries: (webhookId: number) => ['webhooks', webhookId, 'deliveries'] as const,
};
