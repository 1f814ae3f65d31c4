import { describe, expect, it } from 'vitest';
import { inlineDocuments } from './inline-graphql-documents';

describe('inlineDocuments', () => {
  it('replaces graphql() calls with their document strings, variables included', () => {
    const code = 'const q = graphql(`\n  query Q($siteCode: String!) { a(siteCode: $siteCode) }\n`);';
    expect(inlineDocuments(code, 'x.ts')).toBe('const q = `query Q($siteCode: String!) { a(siteCode: $siteCode) }`;');
  });

  it('appends the fragments an operation spreads, transitively and once each', () => {
    const code = [
      'const A = graphql(`fragment A on T { a ...B }`);',
      'const B = graphql(`fragment B on T { b }`);',
      'const q = graphql(`query Q { x { ...A ...B } y { ... on T { c } } }`);',
    ].join('\n');
    const out = inlineDocuments(code, 'x.ts')!;
    expect(out).toContain(
      'const q = `query Q { x { ...A ...B } y { ... on T { c } } }\n\nfragment A on T { a ...B }\n\nfragment B on T { b }`;',
    );
    expect(out).toContain('const A = `fragment A on T { a ...B }\n\nfragment B on T { b }`;');
  });

  it('refuses a fragment that is not defined in the module', () => {
    expect(() => inlineDocuments('const q = graphql(`query Q { x { ...Elsewhere } }`);', 'x.ts')).toThrow(/Fragment Elsewhere/);
  });

  it('leaves modules without graphql() alone', () => {
    expect(inlineDocuments('const a = 1;', 'x.ts')).toBeNull();
  });
});
