import { configurationPage, type OtherVariable } from './config-docs.js';
import { ZEnv } from './environment.js';
import { ZS3Env } from './media-store-config.js';

/**
 * Variables read outside the configuration schemas (an entry point, a command, bootstrap), listed by hand
 * for docs/configuration.md. config-docs.test.ts fails when the server's code reads one that is neither
 * in a schema nor here.
 */
export const OTHER_VARIABLES: OtherVariable[] = [
  {
    name: 'ROLE',
    topic: 'Server',
    description:
      '`api` serves the API (and the web app) without a worker; run workers with `npm run start:worker` (see [deploy.md](deploy.md)).',
    unset: 'all: API, web app and a worker in one process',
    accepted: '`api`',
    readBy: '`apps/server/src/main.ts`',
  },
  {
    name: 'PATH',
    topic: 'Speech recognition',
    description:
      "Where speaker adaptation looks for `sphinx_fe`, `pocketsphinx_mdef_convert` and `pocketsphinx_batch` (sphinxtrain's own programs are taken from `/usr/lib/sphinxtrain`).",
    unset: "the process's",
    accepted: 'the usual list of folders',
    readBy: '`apps/server/src/pipeline/adaptation/tools.ts`',
  },
];

/** docs/configuration.md as the schemas of this server and the variables above make it. */
export function serverConfigurationPage(): string {
  return configurationPage([ZEnv, ZS3Env], OTHER_VARIABLES);
}
