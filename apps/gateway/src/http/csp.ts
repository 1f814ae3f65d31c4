/**
 * The Content-Security-Policy of every answer. A Vite single-page app: own scripts only (plus the hashes of
 * inline scripts the built index.html holds, computed when the gateway reads it), inline style attributes
 * and elements allowed.
 *
 * Styles keep 'unsafe-inline' and get no hashes: React and the charts set style attributes, and Radix's
 * dialogs insert a <style> element at run time (react-remove-scroll-bar). A hash or nonce in a directive
 * makes CSP2+ browsers ignore that directive's 'unsafe-inline', so hashing an inline <style> of index.html
 * would block those. Scripts never get 'unsafe-inline'; a JSON data block (`type="application/json"`)
 * is not run, so it needs no hash.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const hashes = [...new Set(scriptHashes)].map((hash) => ` '${hash}'`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${hashes}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of answers that are not the console's page. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();
