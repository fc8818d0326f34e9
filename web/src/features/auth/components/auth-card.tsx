import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { heading } from 'styled-system/recipes/heading';
import { PAGE_CONTAINER } from '../../../components/static/page-container';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** The Google button, under an "or" (none on the password reset pages). */
  alternative?: ReactNode;
  /** The "no account? register" style line. */
  footer: ReactNode;
}

const BACKDROP = css({ flex: '1', py: { base: '8', md: '16' }, bgGradient: 'to-br', gradientFrom: 'teal.50', gradientTo: 'gray.50' });
const SLOTS = card({ variant: 'outline', size: 'md' });
const ROOT = cx(SLOTS.root, css({ shadow: 'lg', rounded: '2xl' }));
const BODY = cx(SLOTS.body, css({ gap: '6', p: { base: '6', md: '8' } }));
const INTRO = css({ display: 'flex', flexDirection: 'column', gap: '1', textAlign: 'center' });
const MUTED = css({ color: 'fg.muted' });
const OR_ROW = css({ display: 'flex', alignItems: 'center', gap: '2' });
const RULE = css({ flex: '1', borderTopWidth: '1px', borderColor: 'border' });
const SMALL_MUTED = css({ fontSize: 'sm', color: 'fg.muted' });
const FOOTER = css({ fontSize: 'sm', textAlign: 'center', color: 'fg.muted' });

/** The shared frame of the login, register and password reset screens. */
export function AuthCard({ title, subtitle, children, alternative, footer }: AuthCardProps) {
  return (
    <div className={BACKDROP}>
      <div className={PAGE_CONTAINER.md}>
        <div className={ROOT}>
          <div className={BODY}>
            <div className={INTRO}>
              <h2 className={heading({ size: '2xl' })}>{title}</h2>
              {subtitle ? <p className={MUTED}>{subtitle}</p> : null}
            </div>
            {children}
            {alternative ? (
              <>
                <div className={OR_ROW}>
                  <hr className={RULE} />
                  <p className={SMALL_MUTED}>or</p>
                  <hr className={RULE} />
                </div>
                {alternative}
              </>
            ) : null}
            <p className={FOOTER}>{footer}</p>
          </div>
        </div>
      </div>
    </div>
  );
}
