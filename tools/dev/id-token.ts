// Prints a fresh Firebase ID token for a demo (or any emulator) account, for calling the facade with
// curl: `npm run token -- sophia.buyer@example.com Buyer123`. Needs `npm start` running.
import { signInWithPassword } from '../emulators/auth-rest';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { DEMO_APPLICANTS } from '../seed/demo-applications';

const [email = DEMO_ACCOUNTS.sophia.email, given] = process.argv.slice(2);
const password = given ?? [...Object.values(DEMO_ACCOUNTS), ...Object.values(DEMO_APPLICANTS)].find((a) => a.email === email)?.password;
if (!password) {
  console.error(`usage: npm run token -- <email> <password>   (password needed for ${email}: not a demo account)`);
  process.exit(2);
}
console.log((await signInWithPassword(email, password)).idToken);
