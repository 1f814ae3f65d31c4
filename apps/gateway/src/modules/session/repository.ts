import type { Queryable } from '../../db/connection.ts';
import type { LoginCandidate } from './login.ts';

export async function findLoginCandidate(db: Queryable, username: string): Promise<LoginCandidate | null> {
  const { rows } = await db.query<{ id: string; password_hash: string }>('SELECT id, password_hash FROM users WHERE username = $1', [
    username,
  ]);
  const row = rows[0];
  return row ? { id: row.id, passwordHash: row.password_hash } : null;
}

export async function recordLogin(db: Queryable, userId: string, at: Date): Promise<void> {
  await db.query('UPDATE users SET last_logged_in = $2 WHERE id = $1', [userId, at]);
}
