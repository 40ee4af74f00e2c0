import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { type CatalogueModel, MODEL_CATALOGUE } from '../pipeline/models/model-catalogue.js';

/** Modes below this id are the built-in catalogue's, now and later; an organisation's own start here. */
export const OWN_MODE_IDS_FROM = 1000;

/** A name inside the model's directory: no absolute path, no way up and out of it. */
const ZInsidePath = z
  .string()
  .min(1)
  .refine((path) => !path.startsWith('/') && !path.split('/').includes('..'), 'must stay inside the model');

/**
 * One entry of MODELS_CATALOGUE: a recognition model of a family the server runs (a NeMo transducer in
 * sherpa-onnx's format, as the Parakeet entries), pinned by size and SHA-256 like the built-in ones.
 */
const ZOwnModel = z.strictObject({
  name: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and hyphens'),
  family: z.literal('nemo-transducer', 'must be nemo-transducer (the family the server can run)'),
  title: z.string().trim().min(1),
  languages: z.array(z.string().regex(/^[a-z]{2}$/, 'must be ISO 639-1 codes')).min(1),
  bytes: z.number().int().positive(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lower-case hexadecimal digits'),
  url: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }),
  licence: z.string().trim().min(1),
  archive: z.strictObject({ folder: ZInsidePath }).optional(),
  files: z.strictObject({
    encoder: ZInsidePath,
    decoder: ZInsidePath,
    joiner: ZInsidePath,
    tokens: ZInsidePath,
  }),
  modeId: z.number().int().min(OWN_MODE_IDS_FROM, `must be ${OWN_MODE_IDS_FROM} or more`),
  published: z.string().trim().min(1).default('Accuracy not published'),
  werPercent: z.number().positive().max(100).optional(),
});

/**
 * MODELS_CATALOGUE: the built-in catalogue, followed by an organisation's own models from the JSON file it
 * names (an array of entries). Any mistake is one readable message naming the entry.
 */
export function parseModelCatalogue(file: string | undefined): CatalogueModel[] | string {
  if (!file?.trim()) return MODEL_CATALOGUE;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(resolve(file.trim()), 'utf8'));
  } catch (error) {
    return `MODELS_CATALOGUE is not a readable JSON file (${(error as Error).message})`;
  }
  const parsed = z.array(ZOwnModel).safeParse(json);
  if (!parsed.success) {
    const [index, ...rest] = parsed.error.issues[0]?.path ?? [];
    const where = index === undefined ? '' : `[${String(index)}]${rest.length ? `.${rest.join('.')}` : ''}`;
    return `MODELS_CATALOGUE${where}: ${parsed.error.issues[0]?.message}`;
  }
  const catalogue: CatalogueModel[] = [...MODEL_CATALOGUE];
  for (const [index, model] of parsed.data.entries()) {
    if (catalogue.some((known) => known.name === model.name))
      return `MODELS_CATALOGUE[${index}].name: ${model.name} is already in the catalogue`;
    if (catalogue.some((known) => known.modeId === model.modeId))
      return `MODELS_CATALOGUE[${index}].modeId: ${model.modeId} is already another model's`;
    catalogue.push(model);
  }
  return catalogue;
}
