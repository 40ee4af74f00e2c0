/** The two databases a migration spells itself for; kept here so migrations import nothing of the app. */
export type DialectKind = 'sqlite' | 'postgres';
