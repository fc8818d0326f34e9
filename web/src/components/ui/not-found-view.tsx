import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../config/paths';
import { ButtonLink } from '../static/links';

const FRAME = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', flex: '1', py: '20', px: '6' });
const STACK = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4', textAlign: 'center' });
const CODE = cx(heading({ size: 'xl' }), css({ fontSize: { base: '7xl', md: '9xl' }, fontWeight: 'semibold', lineHeight: '1', color: 'teal.700', letterSpacing: 'tight' }));
const REASON = css({ fontSize: 'xl', fontWeight: 'semibold' });
const TITLE = heading({ size: '2xl' });
const TEXT = css({ color: 'fg.muted' });
const HOME = css({ mt: '2' });

/**
 * The 404 page (docs/product.md §5.5 Not found, word for word). `reason` names what was not found (e.g. "Property
 * not found" for a listing that does not exist or is not public).
 */
export function NotFoundView({ reason }: { reason?: string }) {
  return (
    <div className={FRAME}>
      <div className={STACK}>
        <h1 className={CODE}>{MESSAGES.notFound.code}</h1>
        {reason ? (
          <p className={REASON} role="alert">
            {reason}
          </p>
        ) : null}
        <h2 className={TITLE}>{MESSAGES.notFound.title}</h2>
        <p className={TEXT}>{MESSAGES.notFound.text}</p>
        <ButtonLink to={paths.home.href()} palette="teal" size="lg" className={HOME}>
          {MESSAGES.notFound.home}
        </ButtonLink>
      </div>
    </div>
  );
}
