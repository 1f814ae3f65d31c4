import { prepareTemplates } from './test-db.ts';

/**
 * Before any gateway test file: the templates every file clones (test-db.ts) are built once here, instead of by the
 * first files of each worker at once (the seeded one sends the demo usage through the ingest pipeline: tens of
 * seconds on PGlite, which a test or hook of its own would spend waiting).
 */
export default async function setup(): Promise<void> {
  await prepareTemplates();
}
