import { randomBytes } from 'node:crypto';

/** A fresh Institution Token Id: 32 random bytes, base64url (43 characters, within the shared rule's 32 to 64). */
export function newAlmaToken(): string {
  return randomBytes(32).toString('base64url');
}
