// pure PGlite cost of prepared statements, in-process, on a data dir
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite, protocol, types } from '@electric-sql/pglite';
const W = '/work/wt-load/apps/gateway/src/';
const { createTestDataDir } = await import(W + 'testing/test-db.ts');
const { principalJsonSql } = await import(W + 'auth/principal.ts');
const dir = join(mkdtempSync(join(tmpdir(), 'micro-')), 'data');
await createTestDataDir(dir);
const db = await PGlite.create(dir, { parsers: { [types.INT8]: (v) => v } });
const { rows: [u] } = await db.query(`SELECT id FROM users WHERE username = 'librarian@demo.edu'`);
const { rows: [acc] } = await db.query(`SELECT id FROM accounts WHERE code = 'demouniv'`);
const SID = 'a'.repeat(64); const now = new Date();
await db.query(`INSERT INTO sessions (id, uuid, user_id, created_at, expires_at, login_expires_at) VALUES ($4, gen_random_uuid(), $1, $2, $3, $3)`, [u.id, now, new Date(now.getTime()+3600e3), SID]);
const COLUMNS = 'id, uuid, user_id, masquerade_account_id, access_persist, created_at, expires_at, login_expires_at';
const P = (uid, m) => principalJsonSql(uid, m);
const grantsLateral = (uid) => `(SELECT coalesce(json_agg(json_build_object('id', ga.id, 'code', ga.code, 'name', ga.name, 'type', ga.type, 'external_id', ga.external_id, 'parent_id', ga.parent_id, 'role', r.role) ORDER BY lower(ga.name) COLLATE "C", ga.id, r.role), '[]'::json)
   FROM account_roles r CROSS JOIN LATERAL (SELECT * FROM accounts x WHERE x.id = r.account_id OFFSET 0) ga WHERE r.user_id = ${uid})`;
const cases = {
  select1: ['SELECT 1 AS x', []],
  sessOnly: [`SELECT ${COLUMNS} FROM sessions s WHERE id = $1 AND expires_at > $2`, [SID, now]],
  session: [`SELECT ${COLUMNS}, CASE WHEN user_id IS NOT NULL AND login_expires_at > $2 THEN ${P('s.user_id', 's.masquerade_account_id')} END AS principal FROM sessions s WHERE id = $1 AND expires_at > $2`, [SID, now]],
  principal: [`SELECT ${P('$1::uuid', '$2::uuid')} AS principal`, [u.id, null]],
  grants: [`SELECT (SELECT coalesce(json_agg(json_build_object('id', ga.id, 'code', ga.code, 'name', ga.name, 'type', ga.type, 'external_id', ga.external_id, 'parent_id', ga.parent_id, 'role', r.role) ORDER BY lower(ga.name) COLLATE "C", ga.id, r.role), '[]'::json)
   FROM account_roles r JOIN accounts ga ON ga.id = r.account_id WHERE r.user_id = $1) AS g`, [u.id]],
  grantsLateral: [`SELECT ${grantsLateral('$1::uuid')} AS g`, [u.id]],
  branding: [`SELECT b.provider_designation_statement, b.openurl_base_url,
            (SELECT json_build_object('id', l.id, 'account_id', l.account_id, 'code', a.code, 'type', l.type, 'status', l.status)
               FROM licenses l JOIN accounts a ON a.id = l.account_id
              WHERE l.account_id = k.account_id AND l.type = $2
              ORDER BY l.start_date DESC, l.id LIMIT 1) AS license
       FROM (SELECT $1::uuid AS account_id) k LEFT JOIN account_branding b ON b.account_id = k.account_id`, [acc.id, 'RESEARCH_TOOL']],
};
let n = 0;
const S = protocol.serialize;
function concat(parts) { const out = new Uint8Array(parts.reduce((a, p) => a + p.length, 0)); let o = 0; for (const p of parts) { out.set(p, o); o += p.length; } return out; }
for (const name of process.argv.slice(2)) {
  const [sql, params] = cases[name];
  const st = `s${++n}`;
  await db.execProtocol(concat([S.parse({ name: st, text: sql }), S.sync()]));
  const values = params.map((p) => p === null ? null : p instanceof Date ? p.toISOString() : String(p));
  const msg = concat([S.bind({ statement: st, values }), S.execute({}), S.sync()]);
  for (let i = 0; i < 300; i++) db.execProtocolRawSync(msg);
  const N = 5000; const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < N; i++) db.execProtocolRawSync(msg);
  const c = process.cpuUsage(c0);
  const t1 = performance.now();
  for (let i = 0; i < N; i++) await db.execProtocol(msg, { syncToFs: false });
  const t2 = performance.now();
  console.log(`${name.padEnd(14)} raw ${((t1 - t0) * 1000 / N).toFixed(1)} µs (cpu ${((c.user + c.system) / N).toFixed(1)}), +PGlite parse ${((t2 - t1) * 1000 / N).toFixed(1)} µs, answer ${db.execProtocolRawSync(msg).length} B`);
}
await db.close();
