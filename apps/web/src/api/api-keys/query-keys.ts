import { vocabularyKeys } from '@/api/query-keys';

/**
 * The profile page's data: API keys, webhooks, each webhook's deliveries (under its webhooks), the
 * user's vocabulary, and their retention rule with its preview.
 */
export const profileKeys = {
  apiKeys: ['api-keys'] as const,
  webhooks: ['webhooks'] as const,
  deliveries: (webhookId: number) => ['webhooks', webhookId, 'deliveries'] as const,
  vocabulary: vocabularyKeys.all,
  retention: ['retention'] as const,
  retentionPreview: ['retention', 'preview'] as const,
};
