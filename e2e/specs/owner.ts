/**
 * The install's owner in the browser specs: its first account (global-setup.ts signs it up before any spec),
 * so an administrator on premium, and in ADMIN_EMAILS of the e2e server too.
 */
export const ADMIN = 'e2e-admin@example.com';
/** Every account's password in the specs. */
export const PASSWORD = 'correct horse battery';
