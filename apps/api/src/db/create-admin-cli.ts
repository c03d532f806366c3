// `npm run db:create-admin -- --email someone@example.be [--firstname A --lastname B --language fr]`: the first admin
// of an empty production database (issue 24 point 14, decision 070). The password comes from VELOPORT_ADMIN_PASSWORD
// or is typed at a hidden prompt: never from the command line, where `ps` and the shell's history would keep it.
import { parseArgs } from 'node:util';
import { passwordIssues } from '@veloport/domain';
import { loadConfig } from '../config';
import { createFirstAdmin } from '../modules/identity/sign-in/first-admin.service';
import { openConfiguredDatabase } from './client';
import { migrateDatabase } from './migrate';

const USAGE =
  'usage: npm run db:create-admin -- --email <address> [--firstname <name>] [--lastname <name>] [--language fr|en|nl]\n' +
  'The password is read from VELOPORT_ADMIN_PASSWORD, or typed at the prompt (never given on the command line).';

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('cancelled'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string | null> {
  const fromEnv = process.env.VELOPORT_ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return null;
  const first = await promptHidden('Password of the new admin: ');
  const again = await promptHidden('The same password again: ');
  if (first !== again) {
    console.error('The two passwords differ.');
    process.exit(4);
  }
  return first;
}

let args;
try {
  args = parseArgs({
    options: {
      email: { type: 'string' },
      firstname: { type: 'string', default: 'Admin' },
      lastname: { type: 'string', default: 'Veloport' },
      language: { type: 'string', default: 'fr' },
    },
  }).values;
} catch (error) {
  // An unknown option, --password among them, is refused before anything is read or written.
  console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  process.exit(2);
}
const language = args.language;
if (!args.email || (language !== 'fr' && language !== 'en' && language !== 'nl')) {
  console.error(USAGE);
  process.exit(2);
}
const password = await readPassword();
if (!password) {
  console.error(`No password: set VELOPORT_ADMIN_PASSWORD or run this in a terminal.\n${USAGE}`);
  process.exit(2);
}

// A weak password is refused before the database is opened (the service checks again).
const weak = passwordIssues(password);
if (weak.length) {
  console.error(`The password is too weak: ${weak.join(', ')} (8 characters or more, a digit, an uppercase letter, a symbol).`);
  process.exit(4);
}

const database = await openConfiguredDatabase(loadConfig());
let code = 0;
try {
  await migrateDatabase(database);
  const result = await createFirstAdmin(database.db, {
    email: args.email,
    firstname: args.firstname,
    lastname: args.lastname,
    language,
    password,
  });
  if (result.outcome === 'created')
    console.log(`admin ${args.email.trim().toLowerCase()} created (${database.kind}); sign in at /${language}`);
  else if (result.outcome === 'admin_exists') {
    console.error('This database already has an admin: add other admins in the portal (Users).');
    code = 3;
  } else if (result.outcome === 'password_weak') {
    console.error(`The password is too weak: ${result.issues.join(', ')} (8 characters or more, a digit, an uppercase letter, a symbol).`);
    code = 4;
  } else {
    console.error(result.outcome === 'email_taken' ? 'That address already has an account.' : 'That is not an e-mail address.');
    code = 4;
  }
} finally {
  await database.close();
}
process.exit(code);
