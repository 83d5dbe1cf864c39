/**
 * Who a client is, for the failed-authentication limit: its IPv4 address, or the /64 prefix of
 * its IPv6 address (one host usually holds a whole /64, so counting single IPv6 addresses would
 * let it try keys from 2^64 of them). An IPv4-mapped IPv6 address counts as the IPv4 address.
 */

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/u;

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const part = (text: string): string[] => (text === '' ? [] : text.split(':'));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const last = right.length > 0 ? right : left;
  const dotted = last[last.length - 1];
  if (dotted !== undefined && IPV4.test(dotted)) {
    // An embedded IPv4 tail ("::ffff:1.2.3.4") takes two groups.
    const bytes = dotted.split('.').map(Number);
    last.splice(last.length - 1, 1, ((bytes[0]! << 8) | bytes[1]!).toString(16));
    last.push(((bytes[2]! << 8) | bytes[3]!).toString(16));
  }
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.every((g) => /^[0-9a-f]{1,4}$/iu.test(g)) ? groups : null;
}

/** The bucket a client address is counted in (its own text when it is no IP address). */
export function clientBucket(address: string | undefined): string {
  const raw = (address ?? '').trim().toLowerCase();
  if (IPV4.test(raw)) return raw;
  const groups = ipv6Groups(raw.replace(/%.*$/u, ''));
  if (!groups) return raw;
  const values = groups.map((g) => parseInt(g, 16));
  const mapped = values.slice(0, 5).every((v) => v === 0) && values[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = values.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${values
    .slice(0, 4)
    .map((v) => v.toString(16))
    .join(':')}::/64`;
}
