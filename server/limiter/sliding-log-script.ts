/**
 * The shared rolling window as ONE Lua script, so that reading the log, deciding and recording
 * are a single atomic step on Redis whatever instance asks, timed by Redis's own clock (TIME):
 * instances whose clocks disagree still share one timeline. Fixed windows and token buckets
 * let twice the quota through in some rolling window (issue 29); a log of acceptance times per
 * key does not. Times are microseconds (exact in a double until the year 2255).
 *
 *   KEYS[1]  the key's sorted set: member = one accepted request, score = its time (µs)
 *   ARGV[1]  quota, ARGV[2] window (ms), ARGV[3] a unique member for this request
 *   returns  {allowed 1|0, remaining, µs until the oldest acceptance leaves, now µs}
 *
 * As rate-limiter.ts: an acceptance exactly one window old has left; refusals are not
 * recorded (they never extend the wait); the set expires one window after its last write.
 */
export const SLIDING_LOG_LUA = `
local quota = tonumber(ARGV[1])
local window = tonumber(ARGV[2]) * 1000
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
local allowed = 0
if count < quota then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  count = count + 1
  allowed = 1
end
local reset = 0
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
if oldest[2] then reset = tonumber(oldest[2]) + window - now end
return {allowed, quota - count, reset, now}
`;
