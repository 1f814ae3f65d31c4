import type { Plugin } from 'vite';

// A template literal without `${` interpolation (GraphQL variables such as $siteCode are fine).
const CALL = /\bgraphql\(\s*(`(?:[^`$]|\$(?!\{))*`)\s*\)/g;
const FRAGMENT_SPREAD = /\.\.\.\s*(?!on\b)[A-Za-z_]\w*/;

/**
 * Replaces each `graphql(`...`)` call of the console's source with its document string. The generated
 * overloads still type the call at compile time, but at run time the document map of
 * @console/graphql (every operation of the app) stays out of the bundle, so a route carries only its
 * own operations. Fragments would need the codegen's appended definitions, so they are refused.
 */
export function inlineGraphqlDocuments(): Plugin {
  return {
    name: 'console:inline-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || !code.includes('graphql(')) return null;
      let count = 0;
      const out = code.replace(CALL, (_match, literal: string) => {
        if (FRAGMENT_SPREAD.test(literal)) {
          this.error(`Fragment spreads are not supported by inline-graphql-documents (${id}).`);
        }
        count += 1;
        return literal;
      });
      return count > 0 ? { code: out, map: null } : null;
    },
  };
}
