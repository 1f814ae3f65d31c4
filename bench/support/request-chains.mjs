// Request chains in one page load (bench/round-trips): a request that started only after another one had
// finished. `requests`: { name, start, end } in milliseconds on one clock. Returns, per chained request, the
// request it followed (the latest one to finish before it started) and the gap.
export function findChains(requests) {
  const chains = [];
  for (const request of requests) {
    let after = null;
    for (const other of requests) {
      if (other === request || other.end > request.start) continue;
      if (!after || other.end > after.end) after = other;
    }
    if (after) chains.push({ request: request.name, after: after.name, gapMs: request.start - after.end });
  }
  return chains;
}
