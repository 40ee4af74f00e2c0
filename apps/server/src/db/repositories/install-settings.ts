import type { Db } from '../database.js';

/** A setting of the whole install (its JSON), or undefined when never set. */
export async function installSetting(db: Db, name: string): Promise<unknown> {
  const row = await db
    .selectFrom('install_settings')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as unknown) : undefined;
}

/** Sets a setting of the whole install; null forgets it. */
export async function setInstallSetting(db: Db, name: string, value: unknown): Promise<void> {
  if (value === null) {
    await db.deleteFrom('install_settings').where('name', '=', name).execute();
    return;
  }
  const json = JSON.stringify(value);
  await db
    .insertInto('install_settings')
    .values({ name, value: json })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: json }))
    .execute();
}
