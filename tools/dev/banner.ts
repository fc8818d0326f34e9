import { hostOf, PROJECT_ID } from '../emulators/config';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { DEMO_APPLICANTS, applicantState } from '../seed/demo-applications';
import { DEMO_AGENCY } from '../seed/demo-agencies';

/** What `npm start` prints once everything is up: where to open the app and how to sign in. */
export function startBanner(webUrl: string, apiUrl: string, hostingUrl: string, geoUrl: string): string {
  const rows = Object.values(DEMO_ACCOUNTS).map((a) => `   ${a.roll.padEnd(6)} ${a.email.padEnd(30)} ${a.password}`);
  const applicants = Object.values(DEMO_APPLICANTS).map((a) => `   ${a.roll.padEnd(6)} ${a.email.padEnd(30)} ${a.password.padEnd(9)} ${applicantState(a)}`);
  return [
    '',
    '='.repeat(64),
    ` HomeHaven is running: open ${webUrl}`,
    '',
    ' Demo sign-ins (role, e-mail, password):',
    ...rows,
    ' Professional applicants (role, e-mail, password, applied as; the admin decides them):',
    ...applicants,
    ` ${DEMO_AGENCY.agency.name} has an invitation waiting for ${DEMO_AGENCY.openInvitation} (no account yet): its link is in the seed's output and in \`mail\``,
    '',
    ` HTTPS facade: ${apiUrl}`,
    ` As production serves it (built, firebase.json's headers and /api rewrite): ${hostingUrl}`,
    '   (the build made at start; `npm run build:emulator -w web` refreshes it)',
    ` Map tiles, place search and nearby schools (the geo stand-in, the demo cities only): ${geoUrl}`,
    ` E-mailed links (password reset, address verification) are not sent: the Auth emulator lists them at`,
    `   http://${hostOf('auth')}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
    `   (open ${webUrl}/auth/action?mode=<requestType's mode>&oobCode=<oobCode>; docs/local-emulators.md "E-mailed links")`,
    ' Data is kept between runs in .local/ (npm run reset starts afresh).',
    ' Stop with Ctrl+C (the emulators save their data on the way out).',
    '='.repeat(64),
    '',
  ].join('\n');
}
