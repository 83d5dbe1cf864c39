/**
 * The account page's views: sign-in, the dashboard (users and plans, keys, words charged per key
 * by day and month) and the page that shows a new key once. Plain forms, no script.
 */
import type { KeyRecord, User } from '../store/account-store';
import type { UsageRow } from '../store/charge-store';
import { esc, page } from './html';

export function signInPage(options: { error?: string; noAdmin: boolean }): string {
  const noAdmin = options.noAdmin
    ? `<p class="notice">No administrator exists yet. Create the first one on the server:
       <code>npm run keys -- create-admin &lt;name&gt;</code> (it asks for a password).</p>`
    : '';
  const error = options.error ? `<p class="error" role="alert">${esc(options.error)}</p>` : '';
  return page(
    'Sign in',
    `<h1>Humanizer API: administration</h1>${noAdmin}${error}
<form method="post" action="/account/sign-in">
<p><label>Name <input name="username" autocomplete="username" required maxlength="64"></label></p>
<p><label>Password <input name="password" type="password" autocomplete="current-password" required maxlength="1024"></label></p>
<p><button type="submit">Sign in</button></p></form>`,
  );
}

function usageTable(title: string, key: KeyRecord, rows: readonly UsageRow[]): string {
  const mine = rows.filter((row) => row.keyId === key.id);
  if (mine.length === 0) return '';
  const lines = mine
    .map(
      (row) => `<tr><td>${esc(row.period)}</td><td>${row.words}</td><td>${row.requests}</td></tr>`,
    )
    .join('');
  return `<table aria-label="${esc(title)} of ${esc(key.prefix)}…"><tr><th>${esc(title)}</th><th>Words charged</th><th>Requests</th></tr>${lines}</table>`;
}

function keyRow(key: KeyRecord): string {
  const state =
    key.revokedAt === null
      ? 'active'
      : `revoked ${new Date(key.revokedAt).toISOString().slice(0, 16)}`;
  const revoke =
    key.revokedAt === null
      ? `<form class="inline" method="post" action="/account/keys/revoke"><input type="hidden" name="keyId" value="${esc(key.id)}"><button type="submit">Revoke</button></form>`
      : '';
  return `<tr data-key-id="${esc(key.id)}"><td>${esc(key.userName)}</td><td><code>${esc(key.prefix)}…</code>${key.demo ? ' (demo)' : ''}</td><td>${esc(key.label)}</td><td>${esc(key.plan)}</td><td>${esc(state)}</td><td>${revoke}</td></tr>`;
}

export function dashboardPage(data: {
  admin: string;
  users: readonly User[];
  keys: readonly KeyRecord[];
  byDay: readonly UsageRow[];
  byMonth: readonly UsageRow[];
  error?: string;
}): string {
  const error = data.error ? `<p class="error" role="alert">${esc(data.error)}</p>` : '';
  const users = data.users
    .map((user) => `<tr><td>${esc(user.name)}</td><td>${esc(user.plan)}</td></tr>`)
    .join('');
  const options = data.users
    .map((user) => `<option value="${esc(user.id)}">${esc(user.name)} (${esc(user.plan)})</option>`)
    .join('');
  const usage = data.keys
    .map((key) => {
      const tables = usageTable('Month', key, data.byMonth) + usageTable('Day', key, data.byDay);
      return tables
        ? `<h3>${esc(key.userName)}: <code>${esc(key.prefix)}…</code> ${esc(key.label)}</h3>${tables}`
        : '';
    })
    .join('');
  return page(
    'Accounts',
    `<h1>Humanizer API: administration</h1>
<form method="post" action="/account/sign-out"><p>Signed in as ${esc(data.admin)} <button type="submit">Sign out</button></p></form>${error}
<h2>Users</h2><table aria-label="Users"><tr><th>Name</th><th>Plan</th></tr>${users}</table>
<form method="post" action="/account/users"><label>Name <input name="name" required maxlength="64"></label>
<label>Plan <select name="plan"><option value="pro">Pro: API access</option><option value="starter">Starter: no API access</option></select></label>
<button type="submit">Create user</button></form>
<h2>API keys</h2><table aria-label="API keys"><tr><th>User</th><th>Key</th><th>Label</th><th>Plan</th><th>State</th><th></th></tr>${data.keys.map(keyRow).join('')}</table>
<form method="post" action="/account/keys"><label>User <select name="userId" required>${options}</select></label>
<label>Label <input name="label" maxlength="100"></label><button type="submit">Create key</button></form>
<h2>Words charged</h2>${usage || '<p>Nothing charged yet.</p>'}`,
  );
}

export function newKeyPage(key: string, record: KeyRecord): string {
  return page(
    'New key',
    `<h1>New API key for ${esc(record.userName)}</h1>
<p class="notice">Copy this key now: it is shown only once and stored only as a hash.</p>
<p><code class="key" id="new-key">${esc(key)}</code></p>
<p><a href="/account">Back to the accounts</a></p>`,
  );
}
