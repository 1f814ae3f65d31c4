// Request chains in one page load (bench/round-trips): a query the page's code asked for only after another
// query's answer had reached that code. `calls`: { name, calledAt, calledSeq, answeredAt, answeredSeq } as the page
// recorded them (bench/support/record-gateway-calls.mjs): `*Seq` orders the calls and answers as the page's code
// saw them, `*At` are milliseconds on the page's clock (performance.now); `answeredSeq` is null for a call that got
// no answer. Returns, per chained call, the call whose answer it followed (the latest one answered before it) and
// the gap. `scriptEnds` (optional, the page's clock): when script files finished loading; a chain with one in its
// gap is `kind: 'code'` (the call waited, at least in part, for code), else `kind: 'data'` (nothing but the other
// answer arrived in between).
//
// Why the page's order and not the network's: the console sends a page's early requests in one synchronous call,
// one fetch after the other. On a loaded machine that call can take longer than the gateway takes to answer its
// first fetch, so by Chromium's network timing a later fetch of the same call "started after" an answer had
// arrived, though no code could have seen that answer yet (the call had not returned). What the page's code had
// been given when it asked is the definition of waiting for an answer; it needs no time window.
export function findChains(calls, scriptEnds = []) {
  const chains = [];
  for (const call of calls) {
    let after = null;
    for (const other of calls) {
      if (other === call || other.answeredSeq === null || other.answeredSeq > call.calledSeq) continue;
      if (!after || other.answeredSeq > after.answeredSeq) after = other;
    }
    if (!after) continue;
    const code = scriptEnds.some((end) => end > after.answeredAt && end <= call.calledAt);
    chains.push({ request: call.name, after: after.name, gapMs: call.calledAt - after.answeredAt, kind: code ? 'code' : 'data' });
  }
  return chains;
}
