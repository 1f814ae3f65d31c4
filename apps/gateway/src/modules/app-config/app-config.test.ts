import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startGateway, type TestGateway } from '../../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';

let test: TestDatabase;
let gateway: TestGateway;
let renamed: TestGateway;

beforeAll(async () => {
  test = await createTestDatabase({ seed: false });
  gateway = await startGateway(test.db);
  renamed = await startGateway(test.db, { providerName: 'Artstor' });
});
afterAll(async () => {
  await Promise.all([gateway.close(), renamed.close()]);
  await test.close();
});

const APP_CONFIG = '{ appConfig { providerName } }';

describe('appConfig', () => {
  it('answers anonymous callers with the provider name, JSTOR by default', async () => {
    expect(await gateway.client().data(APP_CONFIG)).toEqual({ appConfig: { providerName: 'JSTOR' } });
  });

  it('follows PROVIDER_NAME', async () => {
    expect(await renamed.client().data(APP_CONFIG)).toEqual({ appConfig: { providerName: 'Artstor' } });
  });
});

describe('the one-admin mount', () => {
  it('redirects /one-admin paths to the same path under /admin, keeping the query', async () => {
    const deep = await rawRequest(gateway.port, 'GET', '/one-admin/holdings?tab=books');
    expect(deep.status).toBe(301);
    expect(deep.headers.location).toBe('/admin/holdings?tab=books');
    const bare = await rawRequest(gateway.port, 'GET', '/one-admin');
    expect(bare.headers.location).toBe('/admin/');
  });

  it('does not treat look-alike prefixes as the mount', async () => {
    expect((await rawRequest(gateway.port, 'GET', '/one-administrator')).status).toBe(404);
  });
});
