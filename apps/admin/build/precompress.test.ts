import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decompress to the original, for text files of 1 kB or more only', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "Institution ${i}" }`).join(', ')}];\n`;
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(dir, 'small.css'), 'body{margin:0}');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 7));

    const results = precompressDir(dir);

    expect(results.map((r) => r.file)).toEqual([join('assets', 'index-abc123.js')]);
    const path = join(dir, 'assets', 'index-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(script);
    expect(results[0]!.br).toBeLessThan(results[0]!.bytes / 4);
    expect(existsSync(join(dir, 'small.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.br'))).toBe(false);
  });
});
