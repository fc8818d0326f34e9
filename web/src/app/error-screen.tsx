import { isRouteErrorResponse, useRouteError } from 'react-router';
import { css } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { paths } from '../config/paths';
import { ButtonLink } from '../components/static/links';

const FRAME = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', minH: '100vh', px: '6', bg: 'gray.50' });
const STACK = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4', textAlign: 'center', maxW: 'md' });
const TEXT = css({ color: 'fg.muted' });
const DETAIL = css({ fontSize: 'sm', color: 'fg.subtle' });

/** Shown when a route fails to load or render: a plain apology and a way home. */
export function ErrorScreen() {
  const error = useRouteError();
  // The details go to the console for developers; users get a friendly sentence.
  console.error('route error', error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className={FRAME}>
      <div className={STACK}>
        <h2 className={heading({ size: '2xl' })}>Something went wrong</h2>
        <p className={TEXT}>We could not show this page. Please try again in a moment, or go back to the home page.</p>
        {detail ? <div className={DETAIL}>{detail}</div> : null}
        <ButtonLink to={paths.home.href()} palette="teal">
          Back to Home
        </ButtonLink>
      </div>
    </div>
  );
}
