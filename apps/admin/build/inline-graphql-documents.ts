import type { Plugin } from 'vite';

// A template literal without `${` interpolation (GraphQL variables such as $siteCode are fine).
const CALL = /\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g;
const FRAGMENT_DEFINITION = /^\s*fragment\s+([A-Za-z_]\w*)\s+on\b/;
const FRAGMENT_SPREAD = /\.\.\.\s*(?!on\b)([A-Za-z_]\w*)/g;

/**
 * Replaces each `graphql(`...`)` call of one module with its document string, appending the definitions of
 * the fragments it spreads (as the codegen's own documents do). Fragments must be defined in the same
 * module; anything else is a build error. Returns null when the module has no graphql() call.
 */
export function inlineDocuments(code: string, id: string): string | null {
  const fragments = new Map<string, string>();
  for (const match of code.matchAll(CALL)) {
    const name = FRAGMENT_DEFINITION.exec(match[1]!)?.[1];
    if (name) fragments.set(name, match[1]!.trim());
  }
  const withFragments = (body: string): string => {
    const needed = new Set<string>();
    const visit = (text: string) => {
      for (const [, name] of text.matchAll(FRAGMENT_SPREAD)) {
        if (needed.has(name!)) continue;
        const definition = fragments.get(name!);
        if (!definition) throw new Error(`Fragment ${name} is spread in ${id} but not defined there with graphql().`);
        needed.add(name!);
        visit(definition);
      }
    };
    visit(body);
    const own = FRAGMENT_DEFINITION.exec(body)?.[1];
    const appended = [...needed].filter((name) => name !== own).map((name) => fragments.get(name)!);
    return [body.trim(), ...appended].join('\n\n');
  };
  let count = 0;
  const out = code.replace(CALL, (_match, body: string) => {
    count += 1;
    return `\`${withFragments(body)}\``;
  });
  return count > 0 ? out : null;
}

/**
 * The console build's graphql() calls become their document strings. The generated overloads still type
 * each call at compile time, but at run time the document map of @console/graphql (every operation of the
 * app) stays out of the bundle, so a route carries only its own operations.
 */
export function inlineGraphqlDocuments(): Plugin {
  return {
    name: 'console:inline-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || !code.includes('graphql(')) return null;
      try {
        const out = inlineDocuments(code, id);
        return out === null ? null : { code: out, map: null };
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
