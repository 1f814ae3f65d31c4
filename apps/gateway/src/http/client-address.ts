import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * The address of the client for throttling. Without trusted proxies it is the socket's remote address and
 * X-Forwarded-For is ignored (anyone can send one). With `trustProxyHops` proxies in front, each appending
 * the address it received from to X-Forwarded-For, the client is the entry that many places from the end:
 * entries further left were written by the client itself.
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxyHops: number): string {
  const socketAddress = normaliseAddress(req.socket.remoteAddress ?? '') ?? 'unknown';
  if (trustProxyHops <= 0) return socketAddress;
  const header = req.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return socketAddress;
  const chosen = entries[Math.max(0, entries.length - trustProxyHops)] ?? '';
  return normaliseAddress(chosen) ?? socketAddress;
}

/**
 * An IP address in one spelling per client: IPv4-mapped IPv6 as plain IPv4, and IPv6 cut to its /64 (one
 * subscriber usually holds a whole /64, so counting single IPv6 addresses would be trivial to evade).
 * Null for anything that is not an IP address.
 */
export function normaliseAddress(address: string): string | null {
  const value = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped) return mapped[1]!;
  const version = isIP(value);
  if (version === 4) return value;
  if (version !== 6) return null;
  return `${expandIpv6(value).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(value: string): string[] {
  let text = value.toLowerCase();
  // A trailing dotted IPv4 part counts as two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  const groups = tail === undefined ? left : [...left, ...Array.from({ length: missing }, () => '0'), ...right];
  return groups.map((group) => (Number.parseInt(group, 16) || 0).toString(16));
}
