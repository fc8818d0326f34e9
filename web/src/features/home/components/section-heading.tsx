import { css } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';

interface SectionHeadingProps {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string | undefined;
  title: string;
  subtitle?: string | undefined;
}

const STACK = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', textAlign: 'center', mb: { base: '8', md: '12' } });
const EYEBROW = css({ textTransform: 'uppercase', letterSpacing: 'widest', fontSize: 'sm', fontWeight: 'semibold', color: 'teal.700' });
const TITLE = heading({ size: { base: '2xl', md: '3xl' } });
const SUBTITLE = css({ color: 'fg.muted', maxW: '2xl' });

/** The heading every home section opens with: a small eyebrow, the h2 and an optional line. */
export function SectionHeading({ id, eyebrow, title, subtitle }: SectionHeadingProps) {
  return (
    <div className={STACK}>
      {eyebrow ? <p className={EYEBROW}>{eyebrow}</p> : null}
      <h2 id={id} className={TITLE}>
        {title}
      </h2>
      {subtitle ? <p className={SUBTITLE}>{subtitle}</p> : null}
    </div>
  );
}
