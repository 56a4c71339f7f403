// Staff accounts from a terminal (the embedded database serves one process: stop the store first):
//   npm run staff -- add <email> --role <owner|manager|fulfilment> [--store <host>]
//       (the password is read from standard input: typed at a prompt, or piped)
//   npm run staff -- list [--store <host>]
//   npm run staff -- disable <email> [--store <host>]
//   npm run staff -- enable <email> [--store <host>]
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { adminSetupRequestSchema, STAFF_ROLES, staffRoleSchema } from '@storefront/contract';
import type { Database } from '../db/client';
import { TERMINAL } from '../modules/audit';
import { createStaffService } from '../modules/staff';
import { createStoreService } from '../modules/store';
import { createPasswordHasher, OWASP_SCRYPT } from '../modules/users';
import { createSignInThrottle } from '../modules/users';
import { DEFAULT_RATE_LIMITS } from '../lib/rate-limit-policy';
import { createMemoryRateLimiter } from '../lib/rate-limiter';
import { DomainError } from '../lib/errors';
import { withConfiguredDatabase } from './database';

const USAGE = `usage:
  npm run staff -- add <email> --role <${STAFF_ROLES.join('|')}> [--store <host>]   (password on standard input)
  npm run staff -- list [--store <host>]
  npm run staff -- disable <email> [--store <host>]
  npm run staff -- enable <email> [--store <host>]`;

function fail(message: string): never {
  console.error(`staff: ${message}`);
  process.exit(2);
}

/** A password typed at a prompt (not echoed, asked twice) or the first line piped in. */
async function readPassword(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  if (!process.stdin.isTTY) {
    for await (const line of lines) return line;
    fail('no password on standard input');
  }
  const ask = (prompt: string) =>
    new Promise<string>((resolve) => {
      process.stdout.write(prompt);
      process.stdin.setRawMode(true);
      let typed = '';
      const onData = (chunk: Buffer) => {
        for (const char of chunk.toString('utf8')) {
          if (char === '\r' || char === '\n') {
            process.stdin.off('data', onData);
            process.stdin.setRawMode(false);
            process.stdout.write('\n');
            return resolve(typed);
          }
          if (char === '\u0003') process.exit(130);
          typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
        }
      };
      process.stdin.on('data', onData);
    });
  const first = await ask('Password: ');
  if ((await ask('Again: ')) !== first) fail('the passwords differ');
  lines.close();
  return first;
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { role: { type: 'string' }, store: { type: 'string', default: 'localhost' } },
});
const [command, emailArgument] = positionals;
if (!command || !['add', 'list', 'disable', 'enable'].includes(command)) fail(USAGE);

/** What `add` adds, checked (and its password read) before the database is opened. */
async function memberToAdd() {
  if (command !== 'add') return null;
  if (!emailArgument) fail(USAGE);
  const role = staffRoleSchema.safeParse(values.role);
  if (!role.success) fail(`--role must be one of ${STAFF_ROLES.join(', ')}`);
  const parsed = adminSetupRequestSchema
    .pick({ email: true, password: true })
    .safeParse({ email: emailArgument, password: await readPassword() });
  if (!parsed.success) fail(parsed.error.issues.map((issue) => issue.message).join('; '));
  return { ...parsed.data, role: role.data };
}
const newMember = await memberToAdd();

async function run(db: Database) {
  const store = await createStoreService(db).resolve(values.store!.toLowerCase());
  const staff = createStaffService({
    db,
    hasher: createPasswordHasher(OWASP_SCRYPT),
    // Nobody signs in here; the throttle is only the service's dependency.
    throttle: createSignInThrottle(createMemoryRateLimiter(), DEFAULT_RATE_LIMITS),
  });

  if (command === 'list') {
    const { data } = await staff.list(store.id, { page: 1, limit: 100 });
    if (data.length === 0) console.log(`"${store.storeName}" has no staff yet.`);
    for (const member of data) {
      console.log(
        `${member.email}\t${member.role}\t${member.status}${member.totpEnabled ? '\ttwo-factor' : ''}`,
      );
    }
    return;
  }

  if (!emailArgument) fail(USAGE);
  if (newMember) {
    const member = await staff.addWithPassword(store.id, TERMINAL, newMember);
    console.log(`Added ${member.email} (${member.role}) to "${store.storeName}".`);
    return;
  }
  const email = emailArgument.trim().toLowerCase();
  const member = await staff.findByEmail(store.id, email);
  if (!member) fail(`${email} is not on the staff of "${store.storeName}"`);
  const updated = await staff.update(store.id, TERMINAL, member.id, {
    disabled: command === 'disable',
  });
  console.log(`${updated.email} is now ${updated.status}.`);
}

try {
  await withConfiguredDatabase(run);
} catch (error) {
  if (error instanceof DomainError) fail(error.message);
  throw error;
}
