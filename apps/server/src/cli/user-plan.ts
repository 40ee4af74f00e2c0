import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { findUserByEmail, updateUser } from '../db/repositories/users.js';

/** `npm run user:plan -- <email> <free|premium>`: switches a user's plan (there is no billing). */
async function main(args: string[]): Promise<number> {
  const [email, plan] = args;
  if (!email || (plan !== 'free' && plan !== 'premium')) {
    console.error('Usage: npm run user:plan -- <email> <free|premium>');
    return 2;
  }
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db, config.database.kind);
    const user = await findUserByEmail(db, email);
    if (!user) {
      console.error(`No user with the e-mail address ${email}.`);
      return 1;
    }
    await updateUser(db, user.id, { plan });
    console.log(`${user.email} is now on the ${plan === 'free' ? 'Free' : 'Premium'} plan.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
