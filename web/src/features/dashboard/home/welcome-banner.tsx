import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { heading } from 'styled-system/recipes/heading';
import { MESSAGES } from '@homehaven/domain/messages';
import type { Role } from '@homehaven/domain/roles';

const SLOTS = card();
const ROOT = cx(SLOTS.root, css({ rounded: '2xl', shadow: 'sm', bgGradient: 'to-r', gradientFrom: 'teal.800', gradientTo: 'teal.700', bgColor: 'teal.800', color: 'white', borderWidth: '0' }));
const BODY = cx(SLOTS.body, css({ p: { base: '6', md: '10' } }));
const STACK = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const TITLE = heading({ size: { base: '2xl', md: '3xl' } });
const LINE = css({ fontSize: 'lg', color: 'white' });

/**
 * The greeting with the user's name and role. White text sits on teal.800 to teal.700: both give
 * white more than 4.5:1 (teal.600, as before, gave 3.7:1, and teal.400 far less).
 */
export function WelcomeBanner({ name, role }: { name: string | null | undefined; role: Role | null }) {
  return (
    <div className={ROOT}>
      <div className={BODY}>
        <div className={STACK}>
          <h1 className={TITLE}>Welcome, {name || MESSAGES.fallback.userName}!</h1>
          <p className={LINE}>
            {role ? (
              <>
                You are signed in as <strong data-testid="dashboard-role">{role}</strong>.
              </>
            ) : (
              'Loading your role…'
            )}
          </p>
        </div>
      </div>
    </div>
  );
}
