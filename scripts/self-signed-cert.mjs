// A throwaway self-signed certificate for the gateway's TLS mode (TLS_CERT_FILE, TLS_KEY_FILE) in tests and
// benchmarks: P-256 key, valid for two days, for localhost and 127.0.0.1. Made with the openssl command line
// (Node cannot issue certificates); a missing or failing openssl is an error, never a silent skip.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The openssl binary: OPENSSL if set, else /usr/bin/openssl when present, else `openssl` on the PATH. */
function opensslCommand() {
  if (process.env.OPENSSL) return process.env.OPENSSL;
  return existsSync('/usr/bin/openssl') ? '/usr/bin/openssl' : 'openssl';
}

/**
 * Writes cert.pem and key.pem into `dir` (created if needed) and returns their paths and contents.
 * @param {string} dir
 */
export function makeSelfSignedCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  const args = [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    keyFile,
    '-out',
    certFile,
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ];
  try {
    execFileSync(opensslCommand(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const detail = error && typeof error === 'object' && 'stderr' in error ? String(error.stderr).trim() : String(error);
    throw new Error(`could not make a self-signed certificate with ${opensslCommand()} (set OPENSSL to its path): ${detail}`);
  }
  return { certFile, keyFile, cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
}
