import { vocabularyKeys } from '@/lib/query-keys';

/**
 * The profile page's data: API keys, webhooks, each webhook's deliveries (under its webhooks), and the
 * user's vocabulary.
 */
export const profileKeys = {
  apiKeys: ['api-keys'] as const,
  webhooks: ['webhooks'] as const,
  deliveries: (webhookId: number) => ['webhooks', webhookId, 'deliveries'] as const,
  vocabulary: vocabularyKeys.all,
};
