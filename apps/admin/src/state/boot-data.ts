import type { AppConfigData, SessionData } from './session-api';
import { isChildInstitutionEntry, type ChildInstitutionEntry } from './user-state';

/** Id of the data block the gateway puts into index.html in place of `<!--app-boot-data-->`. */
export const BOOT_DATA_ELEMENT_ID = 'app-boot-data';

/** What the boot would otherwise ask the gateway for first: the Session and AppConfig answers. */
export interface BootData {
  session: SessionData;
  appConfig: AppConfigData;
  /**
   * An agent administrator's child institutions (the ChildInstitutions answers, joined): all of them, or of a long
   * list (over LONG_ACCOUNT_LIST) those that come first by name, the account the page opens on; absent otherwise.
   */
  childInstitutions?: ChildInstitutionEntry[];
  /** How many child institutions there are in all, when `childInstitutions` holds only the first by name. */
  childInstitutionCount?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Whether a value has the shape of the Session query's data: a session (or null) with its profiles, and
 * the flags. A gateway (or a proxy in front of it) may answer with something else: the boot refuses it.
 */
export function isSessionData(value: unknown): value is SessionData {
  if (!isRecord(value) || !isRecord(value['flags']) || !Array.isArray(value['flags']['enabled'])) return false;
  const session = value['session'];
  return session === null || (isRecord(session) && Array.isArray(session['authenticatedProfiles']));
}

/** Whether a value has the shape of the AppConfig query's data (the provider's name is all the boot needs). */
export function isAppConfigData(value: unknown): value is AppConfigData {
  return isRecord(value) && isRecord(value['appConfig']) && typeof value['appConfig']['providerName'] === 'string';
}

/** Whether a value is a list of child institutions as the ChildInstitutions query answers them. */
export function isChildInstitutionList(value: unknown): value is ChildInstitutionEntry[] {
  return Array.isArray(value) && value.every(isChildInstitutionEntry);
}

/** The child institutions of the block: the list and, when it holds only some, the count; nothing when malformed. */
function childInstitutionsOf(value: Record<string, unknown>): Pick<BootData, 'childInstitutions' | 'childInstitutionCount'> {
  const children = value['childInstitutions'];
  if (!isChildInstitutionList(children)) return {};
  const count = value['childInstitutionCount'];
  if (count === undefined) return { childInstitutions: children };
  // A count that cannot be the list's: neither is trusted, and the app asks for the list.
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < children.length) return {};
  return { childInstitutions: children, childInstitutionCount: count };
}

/** The Session data of a visitor without a session. */
const NO_SESSION: SessionData = { session: null, flags: { enabled: [], disabled: [] } };

/**
 * Reads the text of the boot data block: `{"session": <Session data, or null without a session>,
 * "appConfig": <AppConfig data>, "childInstitutions"?: <an agent administrator's child institutions>,
 * "childInstitutionCount"?: <their number, when the list holds only the first>}`. Anything else is null, and the boot
 * fetches both instead.
 */
export function parseBootData(text: string): BootData | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isAppConfigData(value['appConfig'])) return null;
  const session = value['session'] === null ? NO_SESSION : value['session'];
  if (!isSessionData(session)) return null;
  // Child institutions of another shape are left out: the app asks for them, as without them.
  return { session, appConfig: value['appConfig'], ...childInstitutionsOf(value) };
}

/**
 * Takes the boot data the gateway embedded in the page, once: the element is removed whether or not it
 * was valid, so the session's details do not stay in the DOM. Null without one (the Vite dev server, a
 * gateway that could not read it) or when it is malformed.
 */
export function takeBootData(doc: Document = document): BootData | null {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  if (element.tagName !== 'SCRIPT' || (element as HTMLScriptElement).type !== 'application/json') return null;
  return parseBootData(element.textContent ?? '');
}
