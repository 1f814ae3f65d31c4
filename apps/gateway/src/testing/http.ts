import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { APP_IDENTIFIER, GATEWAY_PATH } from '@console/graphql/app-id';
import { TEST_SCRYPT_PARAMS } from '../auth/passwords.ts';
import type { GatewayConfigInput } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { createGateway } from '../server.ts';

export interface TestGateway {
  readonly url: string;
  readonly port: number;
  /** Lines the gateway logged. */
  readonly logs: string[];
  client(): TestClient;
  close(): Promise<void>;
}

export interface StartOptions extends GatewayConfigInput {
  now?: () => Date;
  /** See CreateGatewayOptions.requestDeadlineMs. */
  requestDeadlineMs?: number;
  /** See CreateGatewayOptions.requestTimeoutMs. */
  requestTimeoutMs?: number;
}

/**
 * Starts the gateway on a free port with test defaults (NODE_ENV=test, cheap password hashing). With tlsCertFile
 * and tlsKeyFile it serves HTTPS (url starts https://; `client()`'s fetch does not trust a self-signed certificate).
 */
export async function startGateway(db: Db, options: StartOptions = {}): Promise<TestGateway> {
  const logs: string[] = [];
  const { now, requestDeadlineMs, requestTimeoutMs, ...config } = options;
  const server = createGateway({
    db,
    config: { nodeEnv: 'test', scrypt: TEST_SCRYPT_PARAMS, log: (line) => logs.push(line), ...config },
    ...(now ? { now } : {}),
    ...(requestDeadlineMs !== undefined ? { requestDeadlineMs } : {}),
    ...(requestTimeoutMs !== undefined ? { requestTimeoutMs } : {}),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `${config.tlsCertFile ? 'https' : 'http'}://127.0.0.1:${port}`;
  return {
    url,
    port,
    logs,
    client: () => new TestClient(url),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  setCookies: string[];
  body: { data?: T | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

export interface GqlOptions {
  /** The authorization header; null leaves it out. */
  appId?: string | null;
  headers?: Record<string, string>;
}

/** A browser-like client: keeps the cookies the gateway sets and sends them back. */
export class TestClient {
  readonly url: string;
  readonly cookies = new Map<string, string>();

  constructor(url: string) {
    this.url = url;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Records Set-Cookie values the way a browser would (Max-Age=0 removes the cookie). */
  store(setCookies: string[]): void {
    for (const cookie of setCookies) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/;\s*max-age=0/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options: GqlOptions = {},
  ): Promise<GraphqlResponse<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', ...options.headers };
    const appId = options.appId === undefined ? APP_IDENTIFIER : options.appId;
    if (appId !== null) headers.authorization = appId;
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    const response = await fetch(`${this.url}${GATEWAY_PATH}`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const setCookies = response.headers.getSetCookie();
    this.store(setCookies);
    const text = await response.text();
    let body: GraphqlResponse<T>['body'];
    try {
      body = JSON.parse(text) as GraphqlResponse<T>['body'];
    } catch {
      body = { errors: [{ message: text }] };
    }
    return { status: response.status, headers: response.headers, setCookies, body };
  }

  /** Data of a successful operation; fails the test with the errors otherwise. */
  async data<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const response = await this.gql<T>(query, variables);
    if (response.status !== 200 || response.body.errors || !response.body.data) {
      throw new Error(`GraphQL call failed (${response.status}): ${JSON.stringify(response.body)}`);
    }
    return response.body.data;
  }

  /** Creates a session and signs in; returns the login result. */
  async login(
    username: string,
    password = 'demo',
    accessPersist = false,
  ): Promise<{ success: boolean; errorCode: string | null; accessPersist: boolean }> {
    await this.data('mutation { createSession { uuid } }');
    const { userLogin } = await this.data<{ userLogin: { success: boolean; errorCode: string | null; accessPersist: boolean } }>(
      'mutation Login($input: UserLoginInput!) { userLogin(input: $input) { success errorCode accessPersist } }',
      { input: { username, password, accessPersist } },
    );
    return userLogin;
  }
}

/** The first error code of a response. */
export function errorCode(response: GraphqlResponse<unknown>): string | undefined {
  return response.body.errors?.[0]?.extensions?.code;
}

/** A raw HTTP request (no URL normalisation, unlike fetch), for path-traversal tests. */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** A raw HTTP request whose body comes back as bytes, undecoded (fetch would decompress it). */
export function rawBytes(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}
