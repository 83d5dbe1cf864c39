/**
 * Bearer authentication (contract-decisions.md, "Authentication"). Checked before anything
 * else about the request, so a bad key always gets 401 whatever the body. Keys are looked up
 * by hash in the store (through the short key cache: store/key-cache.ts); a key longer than
 * any key we make is refused without a lookup.
 */
import type { Plan } from './config';
import { ApiError } from './core/errors';
import type { KeyIdentity } from './store/account-store';
import { MAX_KEY_LENGTH } from './store/key-hash';

export interface Caller {
  /** The key's id in the store (never the secret). */
  keyId: string;
  plan: Plan;
}

/** RFC 6750: the scheme is case-insensitive; the token is one run of non-space characters. */
const BEARER = /^[ \t]*bearer[ \t]+(\S+)[ \t]*$/iu;
const CHALLENGE = { 'www-authenticate': 'Bearer' };

function unauthorized(message: string): ApiError {
  return new ApiError(401, 'unauthorized', message, CHALLENGE);
}

const BEARER_SCHEME = /^[ \t]*bearer(?:[ \t]+|$)/iu;

/** Says what is wrong with a header that is not "Bearer <one token>". */
function malformedMessage(header: string): string {
  if (!BEARER_SCHEME.test(header)) {
    return 'The Authorization header must use the Bearer scheme: "Authorization: Bearer <API key>".';
  }
  if (header.replace(BEARER_SCHEME, '').trim() === '') {
    return 'The Authorization header names the Bearer scheme but no API key: send "Authorization: Bearer <API key>".';
  }
  return 'The API key in the Authorization header contains spaces; a key is one token: "Authorization: Bearer <API key>".';
}

/** The caller of a request, or an ApiError (401 or 403) to answer with. */
export async function authenticate(
  header: string | undefined,
  identify: (key: string) => Promise<KeyIdentity | null>,
): Promise<Caller> {
  if (header === undefined || header.trim() === '') {
    throw unauthorized('Missing API key. Send the header "Authorization: Bearer <API key>".');
  }
  const key = BEARER.exec(header)?.[1];
  if (key === undefined) throw unauthorized(malformedMessage(header));
  const identity = key.length > MAX_KEY_LENGTH ? null : await identify(key);
  if (identity === null) throw unauthorized('The API key is not valid.');
  if (identity.revoked) throw unauthorized('This API key has been revoked.');
  const { plan, keyId } = identity;
  if (plan !== 'pro') {
    throw new ApiError(
      403,
      'plan_required',
      'This API key belongs to a Starter plan; the API is available on Pro plans.',
    );
  }
  return { keyId, plan };
}
