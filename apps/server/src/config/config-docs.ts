import { z } from 'zod';

/**
 * docs/configuration.md, written from the schemas the server parses its environment with, so the page
 * cannot drift from what the server accepts. Each variable's `meta` gives `description` (what it is for),
 * `topic` (one of TOPICS) and, where the default is computed or the variable is optional, `unset` (what
 * applies without it, in words). `npm run docs:config` writes the page; config-docs.test.ts compares.
 */

/** The page's sections, in order. */
export const TOPICS = [
  'Server',
  'Data and storage',
  'Accounts and e-mail',
  'Uploads and media',
  'Speech recognition',
  'Language model',
  'Jobs and workers',
  'Webhooks',
] as const;
export type Topic = (typeof TOPICS)[number];

/** A variable read outside the schemas (by an entry point, a command or a script), described by hand. */
export interface OtherVariable {
  name: string;
  topic: Topic;
  description: string;
  unset: string;
  accepted: string;
  /** Who reads it, e.g. `apps/server/src/main.ts`. */
  readBy: string;
}

interface Row {
  name: string;
  topic: string;
  description: string;
  defaultText: string;
  accepted: string;
}

const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The page for these schemas (in their order) and the variables read outside them. */
export function configurationPage(schemas: z.ZodObject[], others: OtherVariable[]): string {
  const rows = [
    ...schemas.flatMap((schema) => Object.entries(schema.shape).map(([name, field]) => rowOf(name, field))),
    ...others.map(
      (other): Row => ({
        name: other.name,
        topic: other.topic,
        description: other.description,
        defaultText: other.unset,
        accepted: `${other.accepted}; read by ${other.readBy}, not checked at start-up`,
      }),
    ),
  ];
  const unknown = rows.find((row) => !(TOPICS as readonly string[]).includes(row.topic));
  if (unknown)
    throw new Error(`${unknown.name}: topic "${unknown.topic}" is not one of ${TOPICS.join(', ')}`);
  const sections = TOPICS.map((topic) => ({ topic, rows: rows.filter((row) => row.topic === topic) }))
    .filter((section) => section.rows.length > 0)
    .map(({ topic, rows }) => [
      `## ${topic}`,
      '',
      '| variable | what it is for | default | accepted |',
      '|---|---|---|---|',
      ...rows.map((row) =>
        `| ${code(row.name)} | ${row.description} | ${row.defaultText} | ${row.accepted} |`.replace(
          /\n/g,
          ' ',
        ),
      ),
      '',
    ]);
  return [...INTRODUCTION, ...sections.flat()].join('\n');
}

const INTRODUCTION = [
  '# Configuration',
  '',
  '<!-- Written by `npm run docs:config` from the schemas in apps/server/src/config/ (the variables',
  '     `description`, `topic` and `unset`); edit them there, then run it. A test fails when this page differs. -->',
  '',
  'The server reads its settings from environment variables, checked at start-up: a bad value stops it with',
  'a one-line message naming the variable (`Invalid configuration: PORT …`). Every process of a deployment',
  '(API and workers) needs the same values; [deploy.md](deploy.md) shows them in a systemd `EnvironmentFile`.',
  '',
  `Sections: ${TOPICS.map((topic) => `[${topic}](#${topic.toLowerCase().replace(/ /g, '-')})`).join(' · ')}.`,
  '',
];

function rowOf(name: string, field: z.ZodType): Row {
  const meta = field.meta() ?? {};
  const { description, topic, unset } = meta as { description?: string; topic?: string; unset?: string };
  if (!description || !topic) throw new Error(`${name} has no description or topic in its schema's meta`);
  const json = z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const defaultText =
    unset ?? (json.default === undefined ? 'none' : code(cell(String(json.default as string | number))));
  return {
    name,
    topic,
    description: cell(description),
    defaultText,
    accepted: cell(acceptedOf(field, json)),
  };
}

interface JsonSchema {
  type?: string;
  default?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  format?: string;
  pattern?: string;
}

/** What the schema accepts, in words: its own error messages where it has them (they say it best). */
function acceptedOf(field: z.ZodType, json: JsonSchema): string {
  const messages = customMessages(field);
  if (messages.length > 0) return messages.join('; ');
  if (json.enum) return json.enum.map((value) => code(String(value))).join(', ');
  if (json.type === 'integer' || json.type === 'number') {
    const kind = json.type === 'integer' ? 'an integer' : 'a number';
    const { minimum: min, maximum: max, exclusiveMinimum: above } = json;
    if (min !== undefined && max !== undefined) return `${kind} from ${min} to ${max}`;
    if (above !== undefined) return `${kind} above ${above}`;
    if (min !== undefined) return `${kind}, ${min} or more`;
    return kind;
  }
  if (json.format === 'uri') return 'a URL';
  if (json.pattern) return `text matching ${code(json.pattern)}`;
  if (json.minLength !== undefined && json.minLength > 1) return `at least ${json.minLength} characters`;
  return 'text';
}

/** The messages a schema (under its `optional`/`default` wrappers) was given for its checks. */
function customMessages(field: z.ZodType): string[] {
  let schema = field as z.core.$ZodType;
  while ('innerType' in schema._zod.def) schema = schema._zod.def.innerType as z.core.$ZodType;
  const def = schema._zod.def;
  const maps = [def.error, ...(def.checks ?? []).map((check) => check._zod.def.error)] as Array<
    ((issue: object) => unknown) | undefined
  >;
  // A message given as text is kept as a function that returns it, whatever the issue.
  return maps
    .map((map) => map?.({ code: 'custom', input: undefined }))
    .filter((message): message is string => typeof message === 'string');
}
