/**
 * The administrator's account page (issue 29, point 2), served under /account by every
 * instance: sign in, create users with a plan, create and revoke keys, see words charged.
 *   - Sessions: a random token in an HttpOnly, SameSite=Strict cookie limited to /account,
 *     stored hashed in the database (store/admin-store.ts).
 *   - Forms only (no script). A POST whose Origin is not this server's is refused (with the
 *     SameSite cookie, a second guard against cross-site requests).
 *   - Failed sign-ins are limited per client address like failed API keys.
 *   - A new key is shown once, on the answer to its POST (never in a URL, never stored).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthFailureLimiter } from '../core/auth-failure-limiter';
import { isPlan, StoreError } from '../store/account-store';
import { SESSION_MS } from '../store/admin-store';
import type { KeyCache } from '../store/key-cache';
import type { Store } from '../store/open-store';
import { dashboardPage, newKeyPage, signInPage } from './account-pages';
import { PAGE_HEADERS } from './html';

export const ACCOUNT_PREFIX = '/account';
const COOKIE = 'hz_admin';

export function isAccountRoute(path: string): boolean {
  return path === ACCOUNT_PREFIX || path.startsWith(`${ACCOUNT_PREFIX}/`);
}

export interface AccountDeps {
  store: () => Store;
  keys: KeyCache;
  log?: (line: string) => void;
}

function formOf(request: FastifyRequest): URLSearchParams {
  const body = request.body;
  return new URLSearchParams(Buffer.isBuffer(body) ? body.toString('utf8') : '');
}

function sessionToken(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=');
  }
  return undefined;
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).headers(PAGE_HEADERS).send(body);
}

function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export function registerAccountRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const failures = new AuthFailureLimiter(10, 5 * 60_000);

  const adminOf = async (request: FastifyRequest): Promise<string | null> => {
    const token = sessionToken(request);
    return token ? deps.store().admins.sessionAdmin(token) : null;
  };

  const dashboard = async (reply: FastifyReply, admin: string, status = 200, error?: string) => {
    const { accounts, charges } = deps.store();
    const [users, keys, byDay, byMonth] = await Promise.all([
      accounts.listUsers(),
      accounts.listKeys(),
      charges.usage('day'),
      charges.usage('month'),
    ]);
    return html(reply, status, dashboardPage({ admin, users, keys, byDay, byMonth, error }));
  };

  const signIn = async (reply: FastifyReply, status: number, error?: string) =>
    html(
      reply,
      status,
      signInPage({ error, noAdmin: (await deps.store().admins.countAdmins()) === 0 }),
    );

  app.get(ACCOUNT_PREFIX, async (request, reply) => {
    const admin = await adminOf(request);
    return admin ? dashboard(reply, admin) : signIn(reply, 200);
  });

  app.post(`${ACCOUNT_PREFIX}/sign-in`, async (request, reply) => {
    if (!sameOrigin(request))
      return html(reply, 403, signInPage({ error: 'Cross-site request refused.', noAdmin: false }));
    if (failures.blockedFor(request.ip) > 0)
      return signIn(reply, 429, 'Too many failed sign-ins from this address; wait a few minutes.');
    const form = formOf(request);
    const token = await deps
      .store()
      .admins.signIn(form.get('username') ?? '', form.get('password') ?? '');
    if (!token) {
      failures.recordFailure(request.ip);
      return signIn(reply, 401, 'Wrong name or password.');
    }
    reply.header(
      'set-cookie',
      `${COOKIE}=${token}; Path=${ACCOUNT_PREFIX}; HttpOnly; SameSite=Strict; Max-Age=${SESSION_MS / 1000}`,
    );
    return reply.code(303).header('location', ACCOUNT_PREFIX).send();
  });

  app.post(`${ACCOUNT_PREFIX}/sign-out`, async (request, reply) => {
    const token = sessionToken(request);
    if (token && sameOrigin(request)) await deps.store().admins.signOut(token);
    reply.header(
      'set-cookie',
      `${COOKIE}=; Path=${ACCOUNT_PREFIX}; HttpOnly; SameSite=Strict; Max-Age=0`,
    );
    return reply.code(303).header('location', ACCOUNT_PREFIX).send();
  });

  /** A signed-in, same-origin POST runs `action`; StoreErrors are shown on the dashboard. */
  const adminPost = (
    path: string,
    action: (
      form: URLSearchParams,
      reply: FastifyReply,
      admin: string,
    ) => Promise<FastifyReply | void>,
  ) =>
    app.post(`${ACCOUNT_PREFIX}${path}`, async (request, reply) => {
      const admin = sameOrigin(request) ? await adminOf(request) : null;
      if (!admin) return signIn(reply, 401, 'Please sign in.');
      try {
        const done = await action(formOf(request), reply, admin);
        return done ?? reply.code(303).header('location', ACCOUNT_PREFIX).send();
      } catch (error) {
        if (error instanceof StoreError) return dashboard(reply, admin, 422, error.message);
        throw error;
      }
    });

  adminPost('/users', async (form) => {
    const plan = form.get('plan');
    if (!isPlan(plan)) throw new StoreError('invalid_input', 'The plan is "pro" or "starter".');
    await deps.store().accounts.createUser(form.get('name') ?? '', plan);
  });

  adminPost('/keys', async (form, reply, admin) => {
    const { key, record } = await deps
      .store()
      .accounts.createKey(form.get('userId') ?? '', form.get('label') ?? '');
    deps.log?.(
      `account: ${admin} created key ${record.prefix}… (${record.id}) for ${record.userName}`,
    );
    return html(reply, 201, newKeyPage(key, record));
  });

  adminPost('/keys/revoke', async (form, _reply, admin) => {
    const record = await deps.store().accounts.revokeKey(form.get('keyId') ?? '');
    deps.keys.clear();
    deps.log?.(`account: ${admin} revoked key ${record.prefix}… (${record.id})`);
  });
}
