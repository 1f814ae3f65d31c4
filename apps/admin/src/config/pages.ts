/**
 * The page name of a path (spec 000 §2, 001 §2): its last segment with dashes turned into spaces ("" and
 * "/" are home). The route table (app/route-table.tsx) finds its entries by this name.
 */
export function pageNameOf(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const segments = withoutQuery.split('/').filter(Boolean);
  const last = segments.at(-1);
  return last ? decodeURIComponent(last).replace(/-/g, ' ').toLowerCase() : 'home';
}
