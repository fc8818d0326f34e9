import { css } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';

const FRAME = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', minH: '100vh', px: '6', bg: 'gray.50' });
const STACK = css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: 'lg', textAlign: 'left' });
const LIST = css({ ps: '5', listStyleType: 'disc' });
const NAME = css({ fontFamily: 'mono' });
const HINT = css({ color: 'fg.muted', fontSize: 'sm' });

/**
 * Shown instead of the app when the build lacks required settings (a deploy without
 * web/.env.production.local): it says what is wrong rather than leaving a blank page.
 */
export function ConfigErrorScreen({ missing }: { missing: readonly string[] }) {
  return (
    <main className={FRAME}>
      <div className={STACK}>
        <h1 className={heading({ size: '2xl' })}>HomeHaven is not configured</h1>
        <p>This copy of the site was built without settings it needs, so it cannot start. Missing:</p>
        <ul className={LIST} data-testid="missing-config">
          {missing.map((name) => (
            <li key={name} className={NAME}>
              {name}
            </li>
          ))}
        </ul>
        <p className={HINT}>If you run this site: set them in web/.env.production.local, then build and deploy again (docs/deploy.md). If you are a visitor, please try again later.</p>
      </div>
    </main>
  );
}
