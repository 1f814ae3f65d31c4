/** One entry of a hand-written zip: its bytes as stored, and what its headers declare (which a hostile archive may understate). */
export interface RawZipEntry {
  name: string;
  /** The bytes as stored: deflated for method 8, as they are for method 0. */
  data: Buffer;
  /** The unpacked size the local header and the directory declare. */
  size: number;
  /** The CRC-32 the headers declare (0 when a test does not need it). */
  crc?: number;
  /** 8 (deflate, the default) or 0 (stored); another number makes a method the gateway refuses. */
  method?: number;
}

/**
 * TEST ONLY: a plain zip (local headers, central directory, end record; no zip64, no data descriptors) of the
 * entries in the given order, written byte by byte so a test or benchmark can make archives no zip library
 * would write (understated sizes, `../` names, thousands of entries, any entry order).
 */
export function writeZip(entries: readonly RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.method ?? 8;
    const crc = entry.crc ?? 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
