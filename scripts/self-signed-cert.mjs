// The self-signed certificate of the gateway's TLS mode (TLS_CERT_FILE, TLS_KEY_FILE) in tests and benchmarks:
// P-256 key, for localhost and 127.0.0.1, valid until 2036-11. It is committed (tests/fixtures/tls/) rather than
// made on each run: Node cannot issue certificates, and a fresh machine with only Node and npm may have no openssl
// command line. A test-only pair: never trusted outside these tests (the bench's Chromium ignores certificate
// errors; the tests' clients trust exactly this certificate). Made with:
//   openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 3650 -subj /CN=localhost \
//     -addext subjectAltName=DNS:localhost,IP:127.0.0.1 -keyout localhost-key.pem -out localhost-cert.pem
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'tests', 'fixtures', 'tls');

/**
 * Writes cert.pem and key.pem into `dir` (created if needed) and returns their paths and contents.
 * @param {string} dir
 */
export function makeSelfSignedCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  copyFileSync(join(FIXTURES, 'localhost-cert.pem'), certFile);
  copyFileSync(join(FIXTURES, 'localhost-key.pem'), keyFile);
  return { certFile, keyFile, cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
}
