-- Sign-in throttling (modules/session/throttle.ts): failure counters per account and per client address,
-- kept by rate-limiter-flexible's RateLimiterPostgres. Its own layout: key, points, expire (epoch ms).
-- Shared by every gateway process on the database, and it outlives restarts.
CREATE TABLE login_throttle (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
CREATE INDEX login_throttle_expire ON login_throttle (expire);
