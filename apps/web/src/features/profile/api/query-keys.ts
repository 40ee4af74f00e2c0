/** The profile page's lists: API keys, webhooks, and each webhook's deliveries (under its webhooks). */
export const profileKeys = {
  apiKeys: ['api-keys'] as const,
  webhooks: ['webhooks'] as const,
  deliveries: (webhookId: number) => ['webhooks', webhookId, 'deliveries'] as const,
};
