// Request chains in one page load (bench/round-trips): a request that started only after another one had
// finished. `requests`: { name, start, end } in milliseconds on one clock. Returns, per chained request, the
// request it followed (the latest one to finish before it started) and the gap. `scriptEnds` (optional): when
// script files finished loading; a chain with one in its gap is `kind: 'code'` (the request waited, at least in
// part, for code), else `kind: 'data'` (nothing but the other answer arrived in between).
// `burstMs` (optional, default 0): requests starting within that long of the load's first request are its first
// round whatever answered meanwhile. The console issues a page's early requests in one synchronous call, one
// fetch after the other (about 1-2 ms each, longer on a busy machine); a gateway that answers the first in 2 ms
// would otherwise make a chain of the call's own order, though no request waited for any answer.
export function findChains(requests, scriptEnds = [], burstMs = 0) {
  const chains = [];
  const first = Math.min(...requests.map((request) => request.start));
  for (const request of requests) {
    if (request.start - first <= burstMs) continue;
    let after = null;
    for (const other of requests) {
      if (other === request || other.end > request.start) continue;
      if (!after || other.end > after.end) after = other;
    }
    if (!after) continue;
    const code = scriptEnds.some((end) => end > after.end && end <= request.start);
    chains.push({ request: request.name, after: after.name, gapMs: request.start - after.end, kind: code ? 'code' : 'data' });
  }
  return chains;
}
