// An init script for bench/round-trips (Playwright `page.addInitScript`): wraps the page's `fetch` before any of
// the page's code runs and records each GraphQL call to the gateway as the page's code made and saw it: its body,
// whether it was marked as made ahead of need, when it was called and when its answer (or failure) was handed back,
// with one sequence number over calls and answers. `window.__gatewayCalls` holds the records.
export function recordGatewayCalls(gatewayPath) {
  const calls = [];
  let seq = 0;
  Object.defineProperty(window, '__gatewayCalls', { value: calls });
  const original = window.fetch;
  window.fetch = function fetch(input, init) {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (url.pathname !== gatewayPath || method !== 'POST') return original.call(this, input, init);
    const record = {
      body: typeof init?.body === 'string' ? init.body : '',
      ahead: new Headers(init?.headers).get('x-console-fetch') === 'ahead',
      calledAt: performance.now(),
      calledSeq: seq++,
      answeredAt: null,
      answeredSeq: null,
    };
    calls.push(record);
    const answered = () => {
      record.answeredAt = performance.now();
      record.answeredSeq = seq++;
    };
    return original.call(this, input, init).then(
      (response) => {
        answered();
        return response;
      },
      (error) => {
        answered();
        throw error;
      },
    );
  };
}
