import type { Db } from '../database.js';
import type { WebhookDeliveryRow, WebhookDeliveryStatus, WebhookRow } from '../schema.js';

const now = () => new Date().toISOString();

export function insertWebhook(
  db: Db,
  values: { user_id: number; url: string; events: string; secret: string },
): Promise<WebhookRow> {
  return db
    .insertInto('webhooks')
    .values({ ...values, created_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function webhooksOf(db: Db, userId: number): Promise<WebhookRow[]> {
  return db.selectFrom('webhooks').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
}

export function webhookOf(db: Db, userId: number, id: number): Promise<WebhookRow | undefined> {
  return db
    .selectFrom('webhooks')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Deletes the user's webhook (its deliveries go with it); false when the user has no such webhook. */
export async function deleteWebhookRow(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('webhooks')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The user's webhooks subscribed to `event`. */
export async function webhooksFor(db: Db, userId: number, event: string): Promise<WebhookRow[]> {
  const all = await webhooksOf(db, userId);
  return all.filter((hook) => hook.events.split(',').includes(event));
}

export function insertDelivery(
  db: Db,
  values: { webhook_id: number; event: string; body: string },
): Promise<WebhookDeliveryRow> {
  return db
    .insertInto('webhook_deliveries')
    .values({ ...values, status: 'pending', created_at: now(), updated_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function setDeliveryBody(db: Db, id: number, body: string): Promise<unknown> {
  return db.updateTable('webhook_deliveries').set({ body }).where('id', '=', id).execute();
}

/** The delivery with what it is sent to; undefined once its webhook is deleted. */
export function deliveryWithWebhook(db: Db, id: number) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
    .select(['d.id', 'd.body', 'd.status', 'w.url', 'w.secret'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export function recordAttempt(
  db: Db,
  id: number,
  outcome: {
    status: WebhookDeliveryStatus;
    attempts: number;
    response_code: number | null;
    last_error: string | null;
  },
): Promise<unknown> {
  return db
    .updateTable('webhook_deliveries')
    .set({ ...outcome, updated_at: now() })
    .where('id', '=', id)
    .execute();
}

/** The webhook's latest deliveries, newest first. */
export function deliveriesOf(db: Db, webhookId: number, limit: number): Promise<WebhookDeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('webhook_id', '=', webhookId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
