import { describe, expect, it } from 'vitest';
import { isCrossSite } from './cross-site.ts';

const request = (headers: Record<string, string>) => ({ headers });

describe('isCrossSite', () => {
  it('is false for the console itself and for clients that send no origin', () => {
    expect(isCrossSite(request({ host: 'console.example', origin: 'https://console.example' }))).toBe(false);
    expect(isCrossSite(request({ host: '127.0.0.1:4310', origin: 'http://127.0.0.1:4310', 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSite(request({ host: 'console.example' }))).toBe(false);
    expect(isCrossSite(request({ host: 'console.example', 'sec-fetch-site': 'none' }))).toBe(false);
  });

  it('is true for another origin, a null origin, a broken one, or a browser saying cross-site', () => {
    expect(isCrossSite(request({ host: 'console.example', origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSite(request({ host: 'console.example', origin: 'https://console.example.evil.example' }))).toBe(true);
    expect(isCrossSite(request({ host: 'console.example:443', origin: 'https://console.example:8443' }))).toBe(true);
    expect(isCrossSite(request({ host: 'console.example', origin: 'null' }))).toBe(true);
    expect(isCrossSite(request({ host: 'console.example', origin: 'not a url' }))).toBe(true);
    expect(isCrossSite(request({ host: 'console.example', 'sec-fetch-site': 'cross-site' }))).toBe(true);
  });

  it('reads the host of an HTTP/2 request from :authority (no Host header there)', () => {
    expect(isCrossSite(request({ ':authority': '127.0.0.1:8443', origin: 'https://127.0.0.1:8443' }))).toBe(false);
    expect(isCrossSite(request({ ':authority': 'console.example', origin: 'https://evil.example' }))).toBe(true);
    // Neither header: no host to compare with, so an Origin is refused.
    expect(isCrossSite(request({ origin: 'https://console.example' }))).toBe(true);
  });

  it('compares with X-Forwarded-Host only behind trusted proxies', () => {
    const proxied = request({ host: 'gateway:8080', 'x-forwarded-host': 'console.example', origin: 'https://console.example' });
    expect(isCrossSite(proxied, 1)).toBe(false);
    expect(isCrossSite(proxied, 0)).toBe(true);
    expect(isCrossSite(request({ host: 'console.example', 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' }), 0)).toBe(
      true,
    );
  });
});
