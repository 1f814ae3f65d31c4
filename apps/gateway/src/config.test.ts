import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_PARAMS, TEST_SCRYPT_PARAMS } from './auth/passwords.ts';
import { configFromEnv, defaultStaticDir, resolveConfig } from './config.ts';

describe('configuration', () => {
  it('defaults to development with demo data, GraphiQL and introspection', () => {
    const config = resolveConfig({});
    expect(config).toMatchObject({
      providerName: 'JSTOR',
      production: false,
      demoData: true,
      graphiql: true,
      introspection: true,
      secureCookies: false,
    });
    expect(config.bodyLimitBytes).toBe(100 * 1024);
  });

  it('turns everything development-only off in production, whatever else is asked', () => {
    const config = resolveConfig({ nodeEnv: 'production', demoData: true, scrypt: TEST_SCRYPT_PARAMS });
    expect(config).toMatchObject({ production: true, demoData: false, graphiql: false, introspection: false, secureCookies: true });
    expect(config.scrypt).toEqual(DEFAULT_SCRYPT_PARAMS);
  });

  it('reads the environment', () => {
    expect(configFromEnv({ DEMO_DATA: 'off', PROVIDER_NAME: 'Artstor', NODE_ENV: 'test', STATIC_DIR: '/srv/console' })).toEqual({
      demoData: false,
      providerName: 'Artstor',
      nodeEnv: 'test',
      staticDir: '/srv/console',
    });
    expect(configFromEnv({}).demoData).toBeUndefined();
    expect(resolveConfig(configFromEnv({ DEMO_DATA: 'off' })).demoData).toBe(false);
    expect(resolveConfig(configFromEnv({ PROVIDER_NAME: '  ' })).providerName).toBe('JSTOR');
  });

  it('masks error details unless DEBUG_ERRORS=1 outside production; serves source maps only outside production', () => {
    expect(resolveConfig(configFromEnv({ NODE_ENV: 'development' }))).toMatchObject({ debugErrors: false, serveSourceMaps: true });
    expect(resolveConfig(configFromEnv({ NODE_ENV: 'development', DEBUG_ERRORS: '1' })).debugErrors).toBe(true);
    expect(resolveConfig(configFromEnv({ NODE_ENV: 'production', DEBUG_ERRORS: '1' }))).toMatchObject({
      debugErrors: false,
      serveSourceMaps: false,
    });
  });

  it('throttles sign-ins by default and reads TRUST_PROXY', () => {
    expect(resolveConfig({}).loginThrottle).toEqual({ accountFailures: 10, addressFailures: 50, windowSeconds: 900 });
    expect(resolveConfig({ loginThrottle: { addressFailures: 5, windowSeconds: undefined } }).loginThrottle).toEqual({
      accountFailures: 10,
      addressFailures: 5,
      windowSeconds: 900,
    });
    expect(resolveConfig({}).trustProxyHops).toBe(0);
    expect(resolveConfig(configFromEnv({ TRUST_PROXY: '1' })).trustProxyHops).toBe(1);
  });

  it('finds the console build of this repository by default', () => {
    const dir = defaultStaticDir();
    expect(dir.replaceAll('\\', '/')).toMatch(/apps\/admin\/dist$/);
    expect(existsSync(join(dir, '..', 'package.json'))).toBe(true);
  });
});
