import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The console's sources (apps/admin/src) as seen from this module. */
export const CONSOLE_SOURCES = fileURLToPath(new URL('../../../admin/src/', import.meta.url));

// The same patterns as the console build's inlining step (apps/admin/build/inline-graphql-documents.ts).
const CALL = /\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g;
const FRAGMENT_DEFINITION = /^\s*fragment\s+([A-Za-z_]\w*)\s+on\b/;
const FRAGMENT_SPREAD = /\.\.\.\s*(?!on\b)([A-Za-z_]\w*)/g;

export interface ConsoleDocument {
  /** Source file, relative to apps/admin/src. */
  file: string;
  /** The operation with the same-module fragments it spreads appended, as the console sends it. */
  text: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every operation the console sends: each graphql(`...`) operation of apps/admin/src with its fragments. */
export function consoleDocuments(root: string = CONSOLE_SOURCES): ConsoleDocument[] {
  const documents: ConsoleDocument[] = [];
  for (const path of sourceFiles(root)) {
    const code = readFileSync(path, 'utf8');
    const bodies = [...code.matchAll(CALL)].map((match) => match[1]!.trim());
    const fragments = new Map<string, string>();
    for (const body of bodies) {
      const name = FRAGMENT_DEFINITION.exec(body)?.[1];
      if (name) fragments.set(name, body);
    }
    for (const body of bodies) {
      if (FRAGMENT_DEFINITION.test(body)) continue;
      const needed = new Set<string>();
      const visit = (text: string) => {
        for (const [, name] of text.matchAll(FRAGMENT_SPREAD)) {
          if (needed.has(name!) || !fragments.has(name!)) continue;
          needed.add(name!);
          visit(fragments.get(name!)!);
        }
      };
      visit(body);
      documents.push({ file: relative(root, path), text: [body, ...[...needed].map((name) => fragments.get(name)!)].join('\n\n') });
    }
  }
  return documents;
}
