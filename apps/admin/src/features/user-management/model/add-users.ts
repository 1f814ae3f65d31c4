import { emailListError, INVALID_EMAILS_MESSAGE } from '@console/rules/users';
import type { ServerErrorTable } from '../../../lib/form/server-error';

export interface AddUsersValues extends Record<string, unknown> {
  emails: string[];
}

/** Spec 000 §5: at least one address, every one valid. */
export function validateAddUsers({ emails }: AddUsersValues): { emails?: string } {
  const message = emailListError(emails);
  return message ? { emails: message } : {};
}

/** The gateway refuses what the pattern refuses: the same sentence, under the field. */
export const ADD_USERS_SERVER_ERRORS: ServerErrorTable<'emails'> = {
  BAD_USER_INPUT: { field: 'emails', message: INVALID_EMAILS_MESSAGE },
};
