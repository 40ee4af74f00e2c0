import { randomBytes } from 'node:crypto';
import {
  type TCreateWebhookRequest,
  type TWebhook,
  type TWebhookDelivery,
  type TWebhookEvent,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
} from '@transcribe/contract';
import { blockedAddressOf } from '../../adapters/address-guard.js';
import type { AppContext } from '../../app-context.js';
import {
  deleteWebhookRow,
  deliveriesOf,
  insertWebhook,
  webhookOf,
  webhooksOf,
} from '../../db/repositories/webhooks.js';
import type { WebhookDeliveryRow, WebhookRow } from '../../db/schema.js';
import { AppError, notFound } from '../../domain/app-error.js';
import { queueDelivery } from '../core/webhook-deliveries.js';

/** Deliveries shown per webhook on the Profile page. */
const DELIVERY_LOG_SIZE = 50;

const eventsOf = (row: WebhookRow): TWebhookEvent[] =>
  WEBHOOK_EVENTS.filter((event) => row.events.split(',').includes(event));

const toWebhook = (row: WebhookRow): TWebhook => ({
  webhook_id: row.id,
  webhook_url: row.url,
  webhook_events: eventsOf(row),
  webhook_created_at: row.created_at,
});

const toDelivery = (row: WebhookDeliveryRow): TWebhookDelivery => ({
  webhook_delivery_id: row.id,
  webhook_delivery_event: row.event,
  webhook_delivery_status: row.status,
  webhook_delivery_attempts: row.attempts,
  webhook_delivery_response_code: row.response_code,
  webhook_delivery_error: row.last_error,
  webhook_delivery_created_at: row.created_at,
  webhook_delivery_updated_at: row.updated_at,
});

export async function listWebhooks(ctx: AppContext, userId: number): Promise<TWebhook[]> {
  return (await webhooksOf(ctx.db, userId)).map(toWebhook);
}

/**
 * Refuses an address whose host is, or resolves to, a loopback, private, link-local, unique-local or CGNAT
 * address (unless configuration allows them). Every delivery checks the address it connects to again.
 */
async function assertReachable(ctx: AppContext, url: string): Promise<void> {
  if (ctx.config.webhooks.allowPrivateAddresses) return;
  const { hostname } = new URL(url);
  const blocked = await blockedAddressOf(hostname).catch(() => {
    throw new AppError('WEBHOOK_HOST_NOT_FOUND', `The host ${hostname} could not be found.`);
  });
  if (blocked)
    throw new AppError(
      'WEBHOOK_ADDRESS_REFUSED',
      `${hostname} is a private or local address (${blocked}); webhooks can only be sent to public addresses.`,
    );
}

/** A new webhook with its signing secret, which is only shown now. */
export async function createWebhook(
  ctx: AppContext,
  userId: number,
  request: TCreateWebhookRequest,
): Promise<TWebhook & { webhook_secret: string }> {
  await assertReachable(ctx, request.webhook_url);
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const row = await insertWebhook(ctx.db, {
    user_id: userId,
    url: request.webhook_url,
    events: [...new Set(request.webhook_events)].join(','),
    secret,
  });
  return { ...toWebhook(row), webhook_secret: secret };
}

export async function deleteWebhook(ctx: AppContext, userId: number, id: number): Promise<void> {
  if (!(await deleteWebhookRow(ctx.db, userId, id))) throw notFound('Webhook');
}

async function ownWebhook(ctx: AppContext, userId: number, id: number): Promise<WebhookRow> {
  const hook = await webhookOf(ctx.db, userId, id);
  if (!hook) throw notFound('Webhook');
  return hook;
}

/** Queues a `webhook.test` delivery to the webhook; its id. */
export async function sendTestEvent(ctx: AppContext, userId: number, id: number): Promise<number> {
  const hook = await ownWebhook(ctx, userId, id);
  const data = { transcript_id: null, audio_id: null, file_name: null, status: null, error_message: null };
  return ctx.db
    .transaction()
    .execute((trx) => queueDelivery(trx, ctx.queue, ctx.config, hook, WEBHOOK_TEST_EVENT, data));
}

export async function listDeliveries(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<TWebhookDelivery[]> {
  const hook = await ownWebhook(ctx, userId, id);
  return (await deliveriesOf(ctx.db, hook.id, DELIVERY_LOG_SIZE)).map(toDelivery);
}
