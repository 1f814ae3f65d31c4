import fc from 'fast-check';
import { LONG_ACCOUNT_LIST } from '@console/rules/accounts';
import { describe, expect, it } from 'vitest';
import { childInstitutionsForPage, type ChildInstitutionForPage } from './boot-children.ts';

const child = (name: string, code = name.toLowerCase().replace(/\W/g, '')): ChildInstitutionForPage => ({
  id: `ext-${code}`,
  name,
  code,
  type: 'institution',
});

describe("an agent administrator's child institutions in the page", () => {
  it('carries the whole list up to LONG_ACCOUNT_LIST, without a count', () => {
    const list = Array.from({ length: LONG_ACCOUNT_LIST }, (_, index) => child(`College ${index}`));
    expect(childInstitutionsForPage(list)).toEqual({ childInstitutions: list });
    expect(childInstitutionsForPage([])).toEqual({ childInstitutions: [] });
  });

  it('above it, carries the first by name (case and accents ignored) and the count', () => {
    const list = [
      ...Array.from({ length: LONG_ACCOUNT_LIST }, (_, index) => child(`College ${index}`)),
      child('Zeta Institute'),
      child('Ålborg Academy', 'alborg'),
      child('abbey college'),
    ];
    expect(childInstitutionsForPage(list)).toEqual({ childInstitutions: [child('abbey college')], childInstitutionCount: 503 });
  });

  it('carries every child of the first name, so the console breaks the tie by site code', () => {
    const list = [child('Beta', 'b1'), child('Alpha', 'a2'), child('ALPHA', 'a1'), child('Gamma', 'g1')];
    expect(childInstitutionsForPage(list, 3)).toEqual({
      childInstitutions: [child('Alpha', 'a2'), child('ALPHA', 'a1')],
      childInstitutionCount: 4,
    });
  });

  it("holds the first of the console's order for any list (Intl.Collator 'en', base: localeCompare's order)", () => {
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string({ minLength: 1 }), code: fc.string() }), { minLength: 2, maxLength: 40 }),
        (rows) => {
          const list = rows.map((row) => ({ id: row.code, name: row.name, code: row.code, type: 'institution' }));
          const page = childInstitutionsForPage(list, 1);
          const sorted = [...list].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
          expect(page.childInstitutionCount).toBe(list.length);
          expect(page.childInstitutions).toContainEqual(sorted[0]);
          for (const entry of page.childInstitutions) expect(collator.compare(entry.name, sorted[0]!.name)).toBe(0);
        },
      ),
    );
  });
});
