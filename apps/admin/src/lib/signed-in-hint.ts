const KEY = 'admin.signedIn';

/**
 * Whether this browser was signed in when last seen. The session cookie is HttpOnly, so the boot cannot
 * read it; this hint only lets the boot fetch the signed-in app's code in parallel with the session.
 * It grants nothing: the gateway decides who is signed in.
 */
export function readSignedInHint(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function writeSignedInHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage may be disabled; the hint is an optimisation only.
  }
}
