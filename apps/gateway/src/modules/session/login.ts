import { isDatabaseUnavailable } from '../../db/errors.ts';

/**
 * Login failure codes the console knows (spec 000 section 8), plus A429: too many failed attempts for the
 * account or from the address; the answer carries when to try again (see `wireErrorCode`).
 */
export type LoginErrorCode = 'A333' | 'A429' | 'nonAdmin' | 'S001' | 'S022' | 'S044' | 'S333';

export const MAX_USERNAME_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 1024;

/**
 * The distinct phases of a sign-in. A failure in each maps to its own code, except that an unreachable
 * database is always S333 (service temporarily unavailable).
 */
export type LoginPhase = 'throttle' | 'session' | 'lookup' | 'password' | 'profile' | 'signIn';

const PHASE_CODES: Record<LoginPhase, LoginErrorCode> = {
  // The failure counters cannot be read or written: nothing the user can fix, try again later.
  throttle: 'S333',
  session: 'S333',
  lookup: 'S001',
  password: 'S044',
  profile: 'S022',
  // Writing the sign-in failed after every check passed: nothing the user can fix, try again later.
  signIn: 'S333',
};

export function errorCodeFor(phase: LoginPhase, error: unknown): LoginErrorCode {
  return isDatabaseUnavailable(error) ? 'S333' : PHASE_CODES[phase];
}

export interface LoginCandidate {
  id: string;
  passwordHash: string;
}

/** Whether an attempt may go ahead (it is then counted), or how long the client must wait. */
export type AttemptDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * How a counted attempt ended: `failure` (wrong password or unknown username) keeps it counted, `success`
 * (the password was right) clears the account's count, `cancelled` (a failure of ours) takes it back.
 */
export type AttemptResult = 'failure' | 'success' | 'cancelled';

/** The steps of a sign-in, injected so each phase can be made to fail in tests. */
export interface LoginSteps {
  /** Counts an attempt for the username (known or not) and the client address, or refuses it. */
  beginAttempt(username: string): Promise<AttemptDecision>;
  /** Settles the attempt begun above; its own failures must not change the answer. */
  settleAttempt(result: AttemptResult): Promise<void>;
  /** Makes sure the request has a session (creating one when needed). */
  ensureSession(): Promise<void>;
  /** Finds the user by normalised username. */
  findCandidate(username: string): Promise<LoginCandidate | null>;
  /** Checks the password; with no stored hash it must still spend a hash and return false. */
  verifyPassword(password: string, storedHash: string | null): Promise<boolean>;
  /** Whether the user may use the console (admin role, publisher profile or staff). */
  isAdmin(userId: string): Promise<boolean>;
  /** Signs the session in (new token, last login time). */
  signIn(userId: string, accessPersist: boolean): Promise<void>;
}

export interface LoginInput {
  username: string;
  password: string;
  accessPersist?: boolean | null | undefined;
}

export type LoginOutcome =
  | { success: true; errorCode: null; accessPersist: boolean; userId: string }
  | {
      success: false;
      errorCode: LoginErrorCode;
      accessPersist: false;
      failedPhase?: LoginPhase;
      cause?: unknown;
      retryAfterSeconds?: number;
    };

function failure(errorCode: LoginErrorCode, failedPhase?: LoginPhase, cause?: unknown): LoginOutcome {
  return { success: false, errorCode, accessPersist: false, ...(failedPhase ? { failedPhase, cause } : {}) };
}

export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** Runs a sign-in through its phases and maps every failure to a login code; never throws. */
export async function attemptLogin(steps: LoginSteps, input: LoginInput): Promise<LoginOutcome> {
  const username = normaliseUsername(input.username);
  const { password } = input;
  // Over-long input cannot match and is not hashed (no work for the attacker to make us do).
  if (username.length === 0 || username.length > MAX_USERNAME_LENGTH || password.length === 0 || password.length > MAX_PASSWORD_LENGTH) {
    return failure('A333');
  }

  let decision: AttemptDecision;
  try {
    decision = await steps.beginAttempt(username);
  } catch (error) {
    return failure(errorCodeFor('throttle', error), 'throttle', error);
  }
  // Refused before the password is looked at: the same answer whether the account exists, and whether
  // the password would have been right.
  if (!decision.allowed) return { success: false, errorCode: 'A429', accessPersist: false, retryAfterSeconds: decision.retryAfterSeconds };

  let result: AttemptResult = 'cancelled';
  let phase: LoginPhase = 'session';
  try {
    await steps.ensureSession();
    phase = 'lookup';
    const candidate = await steps.findCandidate(username);
    phase = 'password';
    // Unknown usernames spend a hash as well, so timing does not tell them apart from wrong passwords.
    const matches = await steps.verifyPassword(password, candidate?.passwordHash ?? null);
    if (!candidate || !matches) {
      result = 'failure';
      return failure('A333');
    }
    result = 'success';
    phase = 'profile';
    if (!(await steps.isAdmin(candidate.id))) return failure('nonAdmin');
    phase = 'signIn';
    const accessPersist = input.accessPersist === true;
    await steps.signIn(candidate.id, accessPersist);
    return { success: true, errorCode: null, accessPersist, userId: candidate.id };
  } catch (error) {
    return failure(errorCodeFor(phase, error), phase, error);
  } finally {
    await steps.settleAttempt(result).catch(() => {});
  }
}

/**
 * The `errorCode` the API answers: the code, except that A429 carries the whole seconds until the client
 * may try again, `A429:<seconds>` (the result type has no other place for it).
 */
export function wireErrorCode(outcome: LoginOutcome): string | null {
  if (outcome.success) return null;
  return outcome.errorCode === 'A429' && outcome.retryAfterSeconds !== undefined ? `A429:${outcome.retryAfterSeconds}` : outcome.errorCode;
}
