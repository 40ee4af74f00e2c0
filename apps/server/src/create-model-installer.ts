import type { Config } from './config/config.js';
import { type InstallerOptions, ModelInstaller } from './services/models/model-installer.js';

/** Composition: the background installer of MODELS (and of what administrators choose), as configured. */
export function createModelInstaller(
  config: Config,
  log: InstallerOptions['log'],
  overrides: true | Partial<InstallerOptions> = true,
): ModelInstaller {
  return new ModelInstaller({
    modelsDir: config.modelsDir,
    configured: config.models.install,
    mirror: config.models.mirror,
    log,
    ...(overrides === true ? {} : overrides),
  });
}
