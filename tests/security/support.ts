// An attacker's HTTP client for the running production gateway (tests/security/global-setup.ts): plain fetch,
// a cookie jar kept by hand, nothing from the gateway's internals. Shared constants only: the application
// identifier and the demo users of the demo data contract.
import { inject } from 'vitest';
import { APP_IDENTIFIER, GATEWAY_PATH } from '../../packages/graphql/src/app-id.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../apps/gateway/src/db/seed/demo-data.ts';

export { APP_IDENTIFIER, GATEWAY_PATH };
export const SESSION_COOKIE = '__Host-admin_sid';

export function baseUrl(): string {
  return inject('gatewayUrl');
}

export type RoleKey = 'librarian' | 'basic' | 'consortium' | 'publisher' | 'staff' | 'agent' | 'reader';

export function demoUser(key: RoleKey): (typeof DEMO_USERS)[number] {
  const user = DEMO_USERS.find((candidate) => candidate.key === key);
  if (!user) throw new Error(`no demo user ${key}`);
  return user;
}

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: { data?: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown>; path?: unknown }> };
}

/** A browser-like client of one origin: keeps the cookies the gateway sets and sends them back. */
export class Client {
  readonly cookies = new Map<string, string>();
  readonly setCookieLog: string[] = [];

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      this.setCookieLog.push(cookie);
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/;\s*max-age=0/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0 && !headers.has('cookie')) headers.set('cookie', this.cookieHeader());
    const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual', ...init, headers });
    this.store(response);
    return response;
  }

  async gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<GqlResult<T>> {
    const response = await this.fetch(GATEWAY_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: APP_IDENTIFIER, origin: baseUrl() },
      body: JSON.stringify({ query, variables }),
    });
    const text = await response.text();
    let body: GqlResult<T>['body'];
    try {
      body = JSON.parse(text) as GqlResult<T>['body'];
    } catch {
      body = { errors: [{ message: `not JSON (${response.status}): ${text.slice(0, 200)}` }] };
    }
    return { status: response.status, headers: response.headers, body };
  }

  /** gql that must succeed without errors; returns the data. */
  async data<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await this.gql<T>(query, variables);
    if (result.status !== 200 || result.body.errors?.length || !result.body.data)
      throw new Error(`${query.slice(0, 80)}: ${result.status} ${JSON.stringify(result.body.errors ?? null)}`);
    return result.body.data;
  }
}

const LOGIN = `mutation Login($input: UserLoginInput!) { userLogin(input: $input) { success errorCode accessPersist } }`;

/** A new client with an anonymous session. */
export async function anonymous(): Promise<Client> {
  const client = new Client();
  await client.data('mutation { createSession { uuid } }');
  return client;
}

/** A client signed in as a demo user (password "demo"). */
export async function signIn(key: RoleKey, accessPersist = false): Promise<Client> {
  const client = await anonymous();
  const { userLogin } = await client.data<{ userLogin: { success: boolean; errorCode: string | null } }>(LOGIN, {
    input: { username: demoUser(key).username, password: DEMO_PASSWORD, accessPersist },
  });
  if (!userLogin.success) throw new Error(`sign-in of ${key} failed: ${userLogin.errorCode}`);
  return client;
}

export const LOGIN_MUTATION = LOGIN;

/** Error codes of a GraphQL answer. */
export function errorCodes(result: GqlResult): string[] {
  return (result.body.errors ?? []).map((error) => String(error.extensions?.code ?? 'NO_CODE'));
}
