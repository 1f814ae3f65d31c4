import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The official COUNTER API 5.1.0.1 description and samples (apps/gateway/test-fixtures/counter, CC BY 4.0, see its README) and an Ajv
 * draft 2020-12 validator of the report components. Ajv 8 and ajv-formats are not direct dependencies of the
 * project: they are resolved from the tree through lighthouse (a root devDependency that depends on both).
 */
export const COUNTER_DIR = fileURLToPath(new URL('../../test-fixtures/counter/', import.meta.url));
export const SAMPLES_DIR = join(COUNTER_DIR, 'samples');

type ValidateFunction = ((data: unknown) => boolean) & { errors?: unknown[] | null };
interface Ajv {
  addSchema(schema: unknown, key: string): void;
  getSchema(ref: string): ValidateFunction | undefined;
}

let ajv: Ajv | null = null;

function validator(): Ajv {
  if (ajv) return ajv;
  const fromRoot = createRequire(join(fileURLToPath(new URL('../../../../', import.meta.url)), 'package.json'));
  const lighthouse = createRequire(fromRoot.resolve('lighthouse/package.json'));
  const Ajv2020 = lighthouse('ajv/dist/2020') as { default: new (options: object) => Ajv };
  const addFormats = lighthouse('ajv-formats') as { default: (instance: Ajv) => void };
  const instance = new Ajv2020.default({ strict: false, allErrors: true });
  addFormats.default(instance);
  instance.addSchema(JSON.parse(readFileSync(join(COUNTER_DIR, 'COUNTER_API.json'), 'utf8')), 'counter_api.json');
  ajv = instance;
  return instance;
}

/** Validates a report against the component named by its Report_ID; returns the errors (empty when valid). */
export function counterSchemaErrors(report: unknown): unknown[] {
  const id = (report as { Report_Header?: { Report_ID?: string } }).Report_Header?.Report_ID ?? '';
  const validate = validator().getSchema(`counter_api.json#/components/schemas/${id}`);
  if (!validate) return [`no schema component ${id}`];
  return validate(report) ? [] : (validate.errors ?? ['invalid']);
}

/** The official sample's file name for a report id (TR_J1 → TRJ1_sample_r51.tsv). */
export function samplePath(reportId: string, extension: 'json' | 'tsv' | 'xlsx'): string {
  return join(SAMPLES_DIR, `${reportId.replace('_', '')}_sample_r51.${extension}`);
}
