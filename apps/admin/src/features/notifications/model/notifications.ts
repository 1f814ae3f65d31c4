export { bellLabel, isForAccountType, isUnread } from './unread';

const DAY_MS = 86_400_000;

/** Spec 000 §9: 'Today', '{n}d ago' under 7 days, else '{n}w ago'. Days are whole 24-hour spans. */
export function ageLabel(createdIso: string, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - Date.parse(createdIso)) / DAY_MS));
  if (days === 0) return 'Today';
  if (days < 7) return `${days}d ago`;
  return `${Math.floor(days / 7)}w ago`;
}

/**
 * Spec 000 §2: admin links open in the same tab, others in a new one. An admin link is one on this origin under
 * the console's base path; it is returned as the path inside the console.
 */
export function linkTarget(url: string, origin: string): { kind: 'admin'; path: string } | { kind: 'external'; url: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.origin === origin && (parsed.pathname === '/admin' || parsed.pathname.startsWith('/admin/'))) {
    return { kind: 'admin', path: parsed.pathname.slice('/admin'.length) || '/' };
  }
  return { kind: 'external', url: parsed.href };
}

export const NO_NEW_NOTIFICATIONS = 'No new notifications';
