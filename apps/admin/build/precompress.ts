import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

export interface PrecompressResult {
  file: string;
  bytes: number;
  gzip: number;
  br: number;
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file of
 * `dir` of at least 1 kB, when the copy is smaller than the original. The gateway picks one by the request's
 * Accept-Encoding, so nothing is compressed per request. Source maps are skipped: production never serves them.
 */
export function precompressDir(dir: string): PrecompressResult[] {
  const results: PrecompressResult[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      const info = statSync(path);
      if (info.isDirectory()) {
        walk(path);
        continue;
      }
      if (!COMPRESSIBLE.test(name) || info.size < MIN_BYTES) continue;
      const source = readFileSync(path);
      const br = brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
      const gz = gzipSync(source, { level: 9 });
      if (br.length < source.length) writeFileSync(`${path}.br`, br);
      if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
      results.push({ file: path.slice(dir.length + 1), bytes: source.length, gzip: gz.length, br: br.length });
    }
  };
  walk(dir);
  return results;
}

/** Vite plugin: precompresses the build output once it is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'console:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const results = precompressDir(outDir);
      const total = results.reduce((sum, r) => ({ bytes: sum.bytes + r.bytes, br: sum.br + r.br }), { bytes: 0, br: 0 });
      this.info(`precompressed ${results.length} files: ${(total.bytes / 1024).toFixed(0)} kB → ${(total.br / 1024).toFixed(0)} kB brotli`);
    },
  };
}
