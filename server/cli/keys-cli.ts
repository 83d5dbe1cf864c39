/**
 * `npm run keys -- <command>`: the account page's work from a shell, on the database the server
 * uses (DATABASE_URL, else HUMANIZER_DB_FILE or .data/humanizer.sqlite).
 *
 *   create-admin <name>                  the account page's administrator; the password is read
 *                                        from standard input (no default password exists)
 *   create-user <name> [--plan pro|starter]
 *   users
 *   create <user> [--label <text>]       prints the new key ONCE (stored only as a hash)
 *   list                                 keys: id, user, plan, prefix, label, state (no secret)
 *   revoke <key-id>                      effective on every instance within KEY_CACHE_MS (≤ 5 s)
 *   usage [--by day|month]               words charged per key
 *   migrate                              applies the migrations (the server also does at start)
 *
 * runKeysCli takes its environment and streams as parameters (tested in-process).
 */
import { DEFAULT_DATABASE_FILE } from '../core/config-basics';
import { StoreError, isPlan } from '../store/account-store';
import { type Store, openStore } from '../store/open-store';

export interface CliIo {
  env: NodeJS.ProcessEnv;
  /** The password for create-admin (first line of standard input, or a prompt). */
  readSecret: (prompt: string) => Promise<string>;
  out: (line: string) => void;
  err: (line: string) => void;
}

export const USAGE = `Usage: npm run keys -- <command>
  create-admin <name>            (password read from standard input)
  create-user <name> [--plan pro|starter]
  users
  create <user> [--label <text>]
  list
  revoke <key-id>
  usage [--by day|month]
  migrate`;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function dispatch(store: Store, command: string, args: string[], io: CliIo): Promise<number> {
  const { accounts, admins, charges } = store;
  switch (command) {
    case 'migrate':
      io.out('Migrations applied.');
      return 0;
    case 'create-admin': {
      const name = args[0];
      if (!name) break;
      await admins.createAdmin(name, await io.readSecret(`Password for ${name}: `));
      io.out(`Administrator "${name}" created. Sign in at <server>/account.`);
      return 0;
    }
    case 'create-user': {
      const plan = option(args, '--plan') ?? 'pro';
      if (!args[0] || !isPlan(plan)) break;
      const user = await accounts.createUser(args[0], plan);
      io.out(`User "${user.name}" created (plan ${user.plan}).`);
      return 0;
    }
    case 'users':
      for (const user of await accounts.listUsers()) io.out(`${user.name}\t${user.plan}`);
      return 0;
    case 'create': {
      if (!args[0]) break;
      const user = await accounts.userByName(args[0]);
      if (!user) throw new StoreError('no_such_user', `No user "${args[0]}" (create-user first).`);
      const { key, record } = await accounts.createKey(user.id, option(args, '--label') ?? '');
      io.out(
        `Key ${record.id} for ${user.name} (${user.plan}). Copy it now, it is not shown again:`,
      );
      io.out(key);
      return 0;
    }
    case 'list':
      for (const key of await accounts.listKeys()) {
        const state = key.revokedAt === null ? 'active' : 'revoked';
        io.out([key.id, key.userName, key.plan, `${key.prefix}…`, key.label, state].join('\t'));
      }
      return 0;
    case 'revoke': {
      if (!args[0]) break;
      const key = await accounts.revokeKey(args[0]);
      io.out(`Key ${key.id} (${key.prefix}…, ${key.userName}) revoked.`);
      return 0;
    }
    case 'usage': {
      const by = option(args, '--by') === 'day' ? 'day' : 'month';
      for (const row of await charges.usage(by)) {
        io.out(`${row.period}\t${row.keyId}\t${row.words} words\t${row.requests} requests`);
      }
      return 0;
    }
  }
  io.err(USAGE);
  return 2;
}

export async function runKeysCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [command = '', ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    io.out(USAGE);
    return command ? 0 : 2;
  }
  const store = await openStore({
    databaseUrl: io.env.DATABASE_URL?.trim() || undefined,
    databaseFile: io.env.HUMANIZER_DB_FILE?.trim() || DEFAULT_DATABASE_FILE,
  });
  try {
    return await dispatch(store, command, args, io);
  } catch (error) {
    if (error instanceof StoreError) {
      io.err(`Error: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await store.close();
  }
}
