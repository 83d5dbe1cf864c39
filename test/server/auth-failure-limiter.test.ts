// @vitest-environment node
/** The failed-authentication limiter and its client buckets, on a fake clock. */
import { describe, expect, it } from 'vitest';
import { AuthFailureLimiter } from '../../server/core/auth-failure-limiter';
import { clientBucket } from '../../server/core/client-address';

describe('AuthFailureLimiter', () => {
  it('blocks an address at the limit until its oldest failure leaves the window', () => {
    let now = 0;
    const limiter = new AuthFailureLimiter(3, 1000, () => now);
    for (const at of [0, 100, 200]) {
      now = at;
      expect(limiter.blockedFor('10.0.0.1')).toBe(0);
      limiter.recordFailure('10.0.0.1');
    }
    now = 300;
    expect(limiter.blockedFor('10.0.0.1')).toBe(700);
    expect(limiter.blockedFor('10.0.0.2')).toBe(0);
    now = 999;
    expect(limiter.blockedFor('10.0.0.1')).toBe(1);
    now = 1000; // the failure at 0 is exactly one window old: it has left
    expect(limiter.blockedFor('10.0.0.1')).toBe(0);
  });

  it('keeps at most `limit` failures per address', () => {
    let now = 0;
    const limiter = new AuthFailureLimiter(2, 1000, () => now);
    for (let i = 0; i < 50; i += 1) limiter.recordFailure('10.0.0.1');
    now = 1000;
    expect(limiter.blockedFor('10.0.0.1')).toBe(0);
  });

  it('forgets the address seen longest ago past 10,000 addresses', () => {
    const limiter = new AuthFailureLimiter(1, 60_000, () => 0);
    for (let i = 0; i <= 10_000; i += 1)
      limiter.recordFailure(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    expect(limiter.blockedFor('10.0.0.0')).toBe(0);
    expect(limiter.blockedFor('10.0.0.1')).toBe(60_000);
    expect(limiter.blockedFor('10.0.39.16')).toBe(60_000); // the 10,001st
  });
});

describe('clientBucket', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['0:0:0:0:0:ffff:7f00:1', '127.0.0.1'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::7%eth0', '2001:db8:1:2::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['not an address', 'not an address'],
    [undefined, ''],
  ])('%s → %s', (address, bucket) => {
    expect(clientBucket(address)).toBe(bucket);
  });

  it('puts every address of one IPv6 /64 in one bucket, and other /64s apart', () => {
    expect(clientBucket('2001:db8:1:2::1')).toBe(clientBucket('2001:db8:1:2:dead:beef:0:1'));
    expect(clientBucket('2001:db8:1:2::1')).not.toBe(clientBucket('2001:db8:1:3::1'));
  });
});
