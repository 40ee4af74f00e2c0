import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type CatalogueModel, MODEL_CATALOGUE, type ModelFamily } from './model-catalogue.js';

/** A catalogue model found complete in MODELS_DIR, with the absolute path of each of its files by role. */
export interface InstalledModel {
  model: CatalogueModel;
  files: Record<string, string>;
}

/** Where a model lives: its own directory, which appears whole (installs rename it into place). */
export const modelDirectory = (modelsDir: string, model: CatalogueModel) => join(modelsDir, model.name);

/** The model's files when every one of them is there, else undefined. */
export function installedModel(modelsDir: string, model: CatalogueModel): InstalledModel | undefined {
  const dir = modelDirectory(modelsDir, model);
  const files = Object.fromEntries(
    Object.entries(model.files).map(([role, file]) => [role, join(dir, file)]),
  );
  return Object.values(files).every((file) => existsSync(file)) ? { model, files } : undefined;
}

/** The installed models of a family, in catalogue order (the first is the one used where one is needed). */
export function installedModels(
  modelsDir: string,
  family: ModelFamily,
  catalogue: CatalogueModel[] = MODEL_CATALOGUE,
): InstalledModel[] {
  return catalogue
    .filter((model) => model.family === family)
    .map((model) => installedModel(modelsDir, model))
    .filter((installed) => installed !== undefined);
}
