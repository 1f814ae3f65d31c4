import { parseIpAddress, parseIpRange } from '@console/rules/access-methods';

/**
 * Which institution an address belongs to (issue 29): the institutions whose allowed IP ranges (Access Methods) hold
 * it, less those with a blocked range holding it; of those, the one with the narrowest range; when the narrowest is
 * shared by several institutions, none (the event is unattributed).
 */

interface Range {
  account: string;
  start: bigint;
  end: bigint;
}

interface Family {
  /** Sorted by start. */
  ranges: Range[];
  /** maxEnd[i]: the largest end among ranges[0..i] (a scan back from a start may stop once it is below the address). */
  maxEnd: bigint[];
}

function family(ranges: Range[]): Family {
  ranges.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const maxEnd: bigint[] = [];
  let max = -1n;
  for (const range of ranges) {
    if (range.end > max) max = range.end;
    maxEnd.push(max);
  }
  return { ranges, maxEnd };
}

/** The ranges of `f` holding `value`. */
function holding(f: Family, value: bigint): Range[] {
  const { ranges, maxEnd } = f;
  let low = 0;
  let high = ranges.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ranges[middle]!.start <= value) low = middle + 1;
    else high = middle;
  }
  const found: Range[] = [];
  for (let index = low - 1; index >= 0 && maxEnd[index]! >= value; index -= 1) {
    const range = ranges[index]!;
    if (range.end >= value) found.push(range);
  }
  return found;
}

export class IpAttribution {
  readonly #allowed: Record<4 | 6, Family>;
  readonly #blocked: Record<4 | 6, Family>;
  readonly #cache = new Map<string, string | null>();

  constructor(rows: ReadonlyArray<{ account_id: string; ip_address: string; allow: boolean }>) {
    const lists = { allow4: [] as Range[], allow6: [] as Range[], block4: [] as Range[], block6: [] as Range[] };
    for (const row of rows) {
      const range = parseIpRange(row.ip_address);
      if (!range) continue;
      const entry = { account: row.account_id, start: range.start, end: range.end };
      if (row.allow) (range.version === 4 ? lists.allow4 : lists.allow6).push(entry);
      else (range.version === 4 ? lists.block4 : lists.block6).push(entry);
    }
    this.#allowed = { 4: family(lists.allow4), 6: family(lists.allow6) };
    this.#blocked = { 4: family(lists.block4), 6: family(lists.block6) };
  }

  /** The institution's account id, or null. */
  accountOf(ip: string): string | null {
    const cached = this.#cache.get(ip);
    if (cached !== undefined) return cached;
    const answer = this.#decide(ip);
    // Bounded: a request with many distinct addresses does not grow this without limit.
    if (this.#cache.size > 100_000) this.#cache.clear();
    this.#cache.set(ip, answer);
    return answer;
  }

  #decide(ip: string): string | null {
    const address = parseIpAddress(ip);
    if (!address) return null;
    const blocked = new Set(holding(this.#blocked[address.version], address.value).map((range) => range.account));
    let best: bigint | null = null;
    const winners = new Set<string>();
    for (const range of holding(this.#allowed[address.version], address.value)) {
      if (blocked.has(range.account)) continue;
      const width = range.end - range.start;
      if (best === null || width < best) {
        best = width;
        winners.clear();
        winners.add(range.account);
      } else if (width === best) {
        winners.add(range.account);
      }
    }
    return winners.size === 1 ? [...winners][0]! : null;
  }
}
