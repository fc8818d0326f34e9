import type { ReactNode, Ref } from 'react';
import { css, cx } from 'styled-system/css';
import { PAGE_CONTAINER } from '../../../components/static/page-container';
import { SectionHeading } from './section-heading';

interface HomeSectionProps {
  /** Id of the section's h2, which names the section (aria-labelledby). */
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** A white band (the sections alternate with the page's grey). */
  white?: boolean;
  /** More classes for the <section> (home-page.tsx gives each its placeholder height). */
  className?: string | undefined;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}

const SECTION = css({ py: { base: '14', md: '20' } });
const WHITE = css({ bg: 'white' });

/** A home section: a named <section>, the page's width, and the shared heading above its content. */
export function HomeSection({ id, eyebrow, title, subtitle, white = false, className, ref, children }: HomeSectionProps) {
  return (
    <section ref={ref} aria-labelledby={id} className={cx(SECTION, white && WHITE, className)}>
      <div className={PAGE_CONTAINER['7xl']}>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} subtitle={subtitle} />
        {children}
      </div>
    </section>
  );
}
