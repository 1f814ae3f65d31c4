// Request chains in one page load (bench/round-trips): a request that started only after another one had
// finished. `requests`: { name, start, end } in milliseconds on one clock. Returns, per chained request, the
// request it followed (the latest one to finish before it started) and the gap. `scriptEnds` (optional): when
// script files finished loading; a chain with one in its gap is `kind: 'code'` (the request waited, at least in
// part, for code), else `kind: 'data'` (nothing but the other answer arrived in between).
export function findChains(requests, scriptEnds = []) {
  const chains = [];
  for (const request of requests) {
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
