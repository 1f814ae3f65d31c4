import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeSelfSignedCertificate } from '../../../scripts/self-signed-cert.mjs';
import { DEFAULT_SCRYPT_PARAMS, TEST_SCRYPT_PARAMS } from './auth/passwords.ts';
import { ConfigError, configFromEnv, defaultStaticDir, resolveConfig } from './config.ts';

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

  it('limits SUSHI reports to two at once per credential and two million monthly counts, or as SUSHI_* says', () => {
    expect(resolveConfig({})).toMatchObject({ sushiConcurrency: 2, sushiMaxReportCells: 10_000_000 });
    expect(resolveConfig(configFromEnv({ SUSHI_CONCURRENCY: '4', SUSHI_MAX_REPORT_CELLS: '500000' }))).toMatchObject({
      sushiConcurrency: 4,
      sushiMaxReportCells: 500_000,
    });
    expect(() => resolveConfig(configFromEnv({ SUSHI_CONCURRENCY: '0' }))).toThrow(ConfigError);
    expect(() => resolveConfig(configFromEnv({ SUSHI_MAX_REPORT_CELLS: 'lots' }))).toThrow('SUSHI_MAX_REPORT_CELLS must be a whole number');
  });

  it('finds the console build of this repository by default', () => {
    const dir = defaultStaticDir();
    expect(dir.replaceAll('\\', '/')).toMatch(/apps\/admin\/dist$/);
    expect(existsSync(join(dir, '..', 'package.json'))).toBe(true);
  });
});

describe('TLS configuration', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-config-tls-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const { certFile, keyFile, cert, key } = makeSelfSignedCertificate(join(dir, 'pair'));

  it('serves plain HTTP without TLS_CERT_FILE and TLS_KEY_FILE', () => {
    expect(configFromEnv({})).not.toHaveProperty('tlsCertFile');
    expect(configFromEnv({ TLS_CERT_FILE: '', TLS_KEY_FILE: '' })).not.toHaveProperty('tlsKeyFile');
    expect(resolveConfig(configFromEnv({})).tls).toBeNull();
  });

  it('reads both files, and makes the session cookie Secure (__Host-) outside production too', () => {
    const input = configFromEnv({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile, NODE_ENV: 'development' });
    expect(input).toMatchObject({ tlsCertFile: certFile, tlsKeyFile: keyFile });
    const config = resolveConfig(input);
    expect(config.tls).toEqual({ certFile, keyFile, cert: Buffer.from(cert), key: Buffer.from(key) });
    expect(config).toMatchObject({ production: false, secureCookies: true });
  });

  it('refuses one file without the other', () => {
    expect(() => resolveConfig(configFromEnv({ TLS_CERT_FILE: certFile }))).toThrow(
      new ConfigError(
        'TLS_CERT_FILE is set but TLS_KEY_FILE is not: HTTPS needs both the certificate and its private key (or neither for plain HTTP)',
      ),
    );
    expect(() => resolveConfig(configFromEnv({ TLS_KEY_FILE: keyFile, TLS_CERT_FILE: '' }))).toThrow(
      /^TLS_KEY_FILE is set but TLS_CERT_FILE is not/,
    );
  });

  it('names a file it cannot read', () => {
    const missing = join(dir, 'missing.pem');
    expect(() => resolveConfig({ tlsCertFile: missing, tlsKeyFile: keyFile })).toThrow(
      new ConfigError(`TLS_CERT_FILE ${missing} cannot be read (ENOENT)`),
    );
    expect(() => resolveConfig({ tlsCertFile: certFile, tlsKeyFile: dir })).toThrow(
      new ConfigError(`TLS_KEY_FILE ${dir} cannot be read (EISDIR)`),
    );
    if (process.getuid?.() !== 0) {
      const locked = join(dir, 'locked.pem');
      writeFileSync(locked, key);
      chmodSync(locked, 0o000);
      expect(() => resolveConfig({ tlsCertFile: certFile, tlsKeyFile: locked })).toThrow(
        /^TLS_KEY_FILE .*locked\.pem cannot be read \(EACCES\)$/,
      );
    }
  });

  it('refuses files that are not PEM, and a key that is not the certificate’s', () => {
    const garbage = join(dir, 'garbage.pem');
    writeFileSync(garbage, 'not a certificate');
    expect(() => resolveConfig({ tlsCertFile: garbage, tlsKeyFile: keyFile })).toThrow(
      /^TLS_CERT_FILE .*garbage\.pem and TLS_KEY_FILE .*key\.pem are not a usable certificate and key \(.+\)$/,
    );
    const otherKey = join(dir, 'other-key.pem');
    writeFileSync(otherKey, generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }));
    expect(() => resolveConfig({ tlsCertFile: certFile, tlsKeyFile: otherKey })).toThrow(
      /are not a usable certificate and key \(.*key values mismatch.*\)$/,
    );
    // Swapped: the key where the certificate belongs.
    expect(() => resolveConfig({ tlsCertFile: keyFile, tlsKeyFile: certFile })).toThrow(ConfigError);
  });
});
