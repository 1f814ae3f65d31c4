import { Readable } from 'node:stream';
import { createInflateRaw, inflateRawSync } from 'node:zlib';

/** Bounds of a selection file's zip directory, checked before anything is inflated. */
export const ZIP_LIMITS = { maxEntries: 500, maxUncompressedBytes: 100 * 1024 * 1024, maxRatio: 200 } as const;

export type ZipProblem = 'not-zip' | 'not-xlsx' | 'too-many-entries' | 'too-large' | 'unsafe-path';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** True when the bytes start with a zip local file header ('PK\x03\x04'). */
export function hasZipSignature(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function unsafeName(name: string): boolean {
  return (
    name.startsWith('/') ||
    name.includes('\\') ||
    /^[a-zA-Z]:/.test(name) ||
    name.split('/').some((part) => part === '..') ||
    name.includes('\0')
  );
}

/**
 * Reads the zip's central directory only (no inflating): refuses anything that is not a plain zip (zip64
 * included), more than 500 entries, more than 100 MB declared unpacked (or an entry unpacking to more than
 * 200 times its size), names that leave the archive (`../`, absolute, backslashes), and a directory without
 * the workbook parts of an XLSX.
 */
export function inspectZip(bytes: Buffer): { entries: ZipEntry[] } | { problem: ZipProblem } {
  if (!hasZipSignature(bytes) || bytes.length < 22) return { problem: 'not-zip' };
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd === -1) return { problem: 'not-zip' };
  const count = bytes.readUInt16LE(eocd + 10);
  const size = bytes.readUInt32LE(eocd + 12);
  const offset = bytes.readUInt32LE(eocd + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) return { problem: 'not-zip' };
  if (count > ZIP_LIMITS.maxEntries) return { problem: 'too-many-entries' };
  if (offset + size > eocd) return { problem: 'not-zip' };
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > eocd || bytes.readUInt32LE(at) !== CENTRAL) return { problem: 'not-zip' };
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const uncompressedSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localHeaderOffset = bytes.readUInt32LE(at + 42);
    if (at + 46 + nameLength > eocd) return { problem: 'not-zip' };
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) return { problem: 'not-zip' };
    if (unsafeName(name)) return { problem: 'unsafe-path' };
    if (method !== 0 && method !== 8) return { problem: 'not-zip' };
    total += uncompressedSize;
    if (total > ZIP_LIMITS.maxUncompressedBytes) return { problem: 'too-large' };
    if (uncompressedSize > 1024 * 1024 && uncompressedSize > compressedSize * ZIP_LIMITS.maxRatio) return { problem: 'too-large' };
    if (localHeaderOffset + 30 > offset) return { problem: 'not-zip' };
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) return { problem: 'not-xlsx' };
  return { entries };
}

/** Where an entry's data starts, or -1 when its local header is not where the directory says. */
function dataStart(bytes: Buffer, entry: ZipEntry): number {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL) return -1;
  return at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
}

/**
 * One entry's unpacked bytes as a stream, found through the central directory (never by scanning local headers),
 * inflated as it is read. Call it on entries `entriesMatchDirectory` accepted: they unpack to their declared size.
 */
export function entryStream(bytes: Buffer, entry: ZipEntry): Readable {
  const start = dataStart(bytes, entry);
  if (start < 0 || start + entry.compressedSize > bytes.length) throw new Error(`zip entry ${entry.name} is not where the directory says`);
  const data = Readable.from([bytes.subarray(start, start + entry.compressedSize)], { objectMode: false });
  return entry.method === 0 ? data : data.pipe(createInflateRaw());
}

/**
 * Inflates each entry with its declared size as the hard limit (a directory that understates an entry
 * fails here instead of inside the spreadsheet reader). Returns false when an entry is larger than declared
 * or broken.
 */
export function entriesMatchDirectory(bytes: Buffer, entries: readonly ZipEntry[]): boolean {
  for (const entry of entries) {
    const start = dataStart(bytes, entry);
    if (start < 0) return false;
    const end = start + entry.compressedSize;
    if (end > bytes.length) return false;
    const data = bytes.subarray(start, end);
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) return false;
      continue;
    }
    try {
      const out = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
      if (out.length !== entry.uncompressedSize) return false;
    } catch {
      return false;
    }
  }
  return true;
}
