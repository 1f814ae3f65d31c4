/** The Institution Token Id of Alma auto-holdings (spec 000 §2 "Alma linking", §5). */

/** 32 to 64 URL-safe characters: what the gateway generates (base64url of 32 random bytes is 43). */
export const ALMA_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

/** Whether a token is one the gateway could have issued; anything else counts as no token at all. */
export function isValidAlmaToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && ALMA_TOKEN_PATTERN.test(token);
}

/** The token as the box shows it while hidden: one bullet per character, so its length is not a secret worth keeping. */
export function maskAlmaToken(token: string): string {
  return '•'.repeat(token.length);
}

/** The spec's message for an empty (or unusable) token, with the provider's name filled in. */
export function almaTokenProblemMessage(providerName: string): string {
  return `There has been a problem generating your key. Please contact ${providerName} Support.`;
}
