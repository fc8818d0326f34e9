import { css } from 'styled-system/css';
import { FaFacebookF, FaXTwitter } from 'react-icons/fa6';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../config/paths';
import { Logo } from '../../components/ui/logo';
import { buttonClass } from '../../components/static/button-style';
import { TextLink } from '../../components/static/links';
import { PAGE_CONTAINER } from '../../components/static/page-container';
import { GoogleButton } from '../../features/auth/components/google-button';
import { useAuth } from '../../lib/auth/use-auth';
import { useSession } from '../../lib/auth/session-context';
import { useCurrentYear } from '../../lib/use-current-year';

const LINKS = [
  { label: 'Home', to: paths.home.href() },
  { label: 'All properties', to: paths.properties.href() },
  { label: 'Pricing', to: paths.pricing.href() },
  { label: 'Dashboard', to: paths.dashboard.root.href() },
];

const SOCIAL = [
  { label: 'HomeHaven on Facebook', href: 'https://www.facebook.com/', icon: FaFacebookF },
  { label: 'HomeHaven on X', href: 'https://x.com/', icon: FaXTwitter },
];

// Below the fold on most pages: the browser skips its rendering work until it nears the viewport.
const FOOTER = css({ bg: 'gray.900', color: 'gray.300', mt: 'auto', contentVisibility: 'auto', containIntrinsicSize: 'auto 420px' });
const INNER = css({ py: '10' });
const GRID = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: '8' });
const COLUMN = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const LINK_COLUMN = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2' });
const LOGO_CHIP = css({ bg: 'white', rounded: 'md', px: '2', py: '1', w: 'fit-content' });
const SMALL = css({ fontSize: 'sm' });
const TITLE = css({ fontWeight: 'semibold', color: 'white' });
const LINK = css({ color: 'gray.300', _hover: { color: 'white' } });
const GOOGLE = css({ bg: 'white', color: 'gray.800', w: 'fit-content' });
const SOCIAL_ROW = css({ display: 'flex', alignItems: 'center', gap: '2' });
// Chakra's subtle, small, round IconButton.
const SOCIAL_BUTTON = buttonClass({ size: 'sm', variant: 'subtle', className: css({ rounded: 'full', px: '0', py: '0', '& svg': { fontSize: '1.2em' } }) });
const COPYRIGHT = css({ fontSize: 'sm', textAlign: 'center', mt: '10', pt: '6', borderTopWidth: '1px', borderColor: 'gray.700' });

/**
 * Site footer: quick links, third-party sign-in for visitors, social links, copyright. Like the top
 * bar's Login and Register, the sign-in button is for someone not signed in: it goes once a session
 * is being restored or is known (docs/product.md §3.1 Top bar and footer).
 */
export function Footer() {
  const year = useCurrentYear();
  const { user } = useAuth();
  const { restoring } = useSession();
  return (
    <footer className={FOOTER}>
      <div className={`${PAGE_CONTAINER['7xl']} ${INNER}`}>
        <div className={GRID}>
          <div className={COLUMN}>
            <div className={LOGO_CHIP}>
              <Logo />
            </div>
            <p className={SMALL}>Find, buy and sell homes with trusted agents and verified listings.</p>
          </div>
          <nav aria-label="Footer" className={LINK_COLUMN}>
            <p className={TITLE}>Explore</p>
            {LINKS.map((link) => (
              <TextLink key={link.to} to={link.to} className={LINK}>
                {link.label}
              </TextLink>
            ))}
          </nav>
          <div className={COLUMN}>
            <p className={TITLE}>Join us</p>
            {user || restoring ? null : <GoogleButton label="Sign in with Google" successMessage={MESSAGES.auth.thirdPartySuccess} className={GOOGLE} />}
            <div className={SOCIAL_ROW}>
              {SOCIAL.map(({ label, href, icon: Icon }) => (
                <a key={href} href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={SOCIAL_BUTTON}>
                  <Icon />
                </a>
              ))}
            </div>
          </div>
        </div>
        <p className={COPYRIGHT}>© {year} HomeHaven. All rights reserved.</p>
      </div>
    </footer>
  );
}
