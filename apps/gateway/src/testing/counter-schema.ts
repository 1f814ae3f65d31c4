import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * The official COUNTER API 5.1.0.1 description and samples (apps/gateway/test-fixtures/counter, CC BY 4.0, see its
 * README) and an Ajv draft 2020-12 validator of the report components (ajv and ajv-formats: devDependencies).
 */
export const COUNTER_DIR = fileURLToPath(new URL('../../test-fixtures/counter/', import.meta.url));
export const SAMPLES_DIR = join(COUNTER_DIR, 'samples');

let ajv: Ajv2020 | null = null;

function validator(): Ajv2020 {
  if (ajv) return ajv;
  const instance = new Ajv2020({ strict: false, allErrors: true });
  addFormats(instance);
  instance.addSchema(JSON.parse(readFileSync(join(COUNTER_DIR, 'COUNTER_API.json'), 'utf8')) as object, 'counter_api.json');
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

/**
 * Validates a COUNTER API answer against the schema the document gives for that path and HTTP status
 * (`paths[path].get.responses[status]`, following its `$ref`); returns the errors (empty when valid).
 */
export function responseSchemaErrors(path: string, status: number, body: unknown): unknown[] {
  const document = validator().getSchema('counter_api.json')?.schema as {
    paths: Record<string, { get: { responses: Record<string, { $ref?: string }> } }>;
  };
  const response = document.paths[path]?.get.responses[String(status)];
  if (!response?.$ref) return [`no ${status} response for ${path}`];
  const pointer = `${response.$ref}/content/application~1json/schema`;
  const validate = validator().getSchema(`counter_api.json${pointer}`);
  if (!validate) return [`no schema at ${pointer}`];
  return validate(body) ? [] : (validate.errors ?? ['invalid']);
}
