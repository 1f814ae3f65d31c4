import { describe, expect, it } from 'vitest';
import { withoutRecycledWal } from './test-db.ts';

/** A ustar entry: a 512-byte header (name, octal size) and the data padded to 512 bytes. */
function entry(name: string, data: Uint8Array): Uint8Array {
  const header = new Uint8Array(512);
  header.set(new TextEncoder().encode(name), 0);
  header.set(new TextEncoder().encode(`${data.length.toString(8).padStart(11, '0')}\0`), 124);
  const out = new Uint8Array(512 + Math.ceil(data.length / 512) * 512);
  out.set(header, 0);
  out.set(data, 512);
  return out;
}

function tarOf(entries: Array<[string, number]>): Uint8Array {
  const parts = [...entries.map(([name, size]) => entry(name, new Uint8Array(size).fill(name.length))), new Uint8Array(1024)];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function names(tar: Uint8Array): string[] {
  const found: string[] = [];
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    found.push(new TextDecoder().decode(header.subarray(0, 100)).replace(/\0.*$/s, ''));
    const size = parseInt(new TextDecoder().decode(header.subarray(124, 136)).replace(/\0.*$/s, ''), 8);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return found;
}

describe('test templates', () => {
  it('drop the WAL segments recycled after the current one, and keep every other entry whole', () => {
    const tar = tarOf([
      ['/base/5/1234', 1500],
      ['/pg_wal/000000010000000000000015', 700],
      ['/pg_wal/000000010000000000000016', 700],
      ['/pg_wal/000000010000000000000017', 700],
      ['/pg_wal/archive_status', 0],
      ['/pg_wal/000000010000000000000018', 700],
      ['/global/pg_control', 8192],
    ]);
    const kept = withoutRecycledWal(tar, '000000010000000000000016');
    expect(names(kept)).toEqual([
      '/base/5/1234',
      '/pg_wal/000000010000000000000015',
      '/pg_wal/000000010000000000000016',
      '/pg_wal/archive_status',
      '/global/pg_control',
    ]);
    expect(kept.length).toBe(tar.length - 2 * (512 + 1024));
    // The data of an entry after a dropped one is intact.
    const control = kept.subarray(kept.length - 1024 - 8192, kept.length - 1024);
    expect(control.every((byte) => byte === '/global/pg_control'.length)).toBe(true);
  });
});
