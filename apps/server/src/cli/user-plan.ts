import { loadConfig } from '../config/config.js';
import type { Db } from '../db/database.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { findUserByEmail, updateUser } from '../db/repositories/users.js';
import { findWorkspace, setWorkspacePlan } from '../db/repositories/workspaces.js';

type Plan = 'free' | 'premium';
const USAGE = 'Usage: npm run user:plan -- <email> <free|premium>, or -- --workspace <id> <free|premium>';
const planName = (plan: Plan) => (plan === 'free' ? 'Free' : 'Premium');

async function switchUser(db: Db, email: string, plan: Plan): Promise<number> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    console.error(`No user with the e-mail address ${email}.`);
    return 1;
  }
  await updateUser(db, user.id, { plan });
  console.log(`${user.email} is now on the ${planName(plan)} plan.`);
  return 0;
}

/** A workspace's plan limits the transcriptions of its files, whoever of its members asks. */
async function switchWorkspace(db: Db, id: number, plan: Plan): Promise<number> {
  const workspace = await findWorkspace(db, id);
  if (!workspace) {
    console.error(`No workspace with the id ${id}.`);
    return 1;
  }
  await setWorkspacePlan(db, id, plan);
  console.log(`The workspace "${workspace.name}" is now on the ${planName(plan)} plan.`);
  return 0;
}

/** `npm run user:plan -- <email> <free|premium>` (or `--workspace <id>`): switches a plan (there is no billing). */
async function main(args: string[]): Promise<number> {
  const workspace = args[0] === '--workspace';
  const [who, plan] = workspace ? args.slice(1) : args;
  const validWho = workspace ? /^\d+$/.test(who ?? '') : Boolean(who);
  if (!who || !validWho || (plan !== 'free' && plan !== 'premium')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db, config.database.kind);
    return workspace ? await switchWorkspace(db, Number(who), plan) : await switchUser(db, who, plan);
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
