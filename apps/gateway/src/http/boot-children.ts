import { LONG_ACCOUNT_LIST } from '@console/rules/accounts';

/** A child institution as the console's ChildInstitutions query answers it. */
export interface ChildInstitutionForPage {
  id: string;
  name: string;
  code: string;
  type: string;
}

/** What of an agent administrator's child institutions a page carries (the boot data's two fields). */
export interface ChildInstitutionsForPage {
  childInstitutions: ChildInstitutionForPage[];
  /** How many there are in all; present only when `childInstitutions` holds some of them. */
  childInstitutionCount?: number;
}

// The console's ACCOUNTS order (apps/admin/src/lib/name-order.ts): localeCompare's, 'en', case and accents ignored.
const nameOrder = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * The child institutions a page carries: all of them up to LONG_ACCOUNT_LIST (the console lists each in a native
 * select); above it only those whose name comes first in the console's order, the account the page opens on when
 * the tab has no other choice stored, every one of that name, so the console's own tie-break (the site code)
 * decides between them, and the count. The console asks for the rest once the page has painted.
 */
export function childInstitutionsForPage(
  children: readonly ChildInstitutionForPage[],
  limit: number = LONG_ACCOUNT_LIST,
): ChildInstitutionsForPage {
  if (children.length <= limit) return { childInstitutions: [...children] };
  let first = children[0]!.name;
  for (const child of children) if (nameOrder.compare(child.name, first) < 0) first = child.name;
  return {
    childInstitutions: children.filter((child) => nameOrder.compare(child.name, first) === 0),
    childInstitutionCount: children.length,
  };
}
