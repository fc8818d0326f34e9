import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { icon } from 'styled-system/recipes/icon';
import { SMART_FEATURES } from '../content/smart-features';
import { HomeSection } from './home-section';

const GRID = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: { base: '3', md: '5' },
  listStyleType: 'none',
});
const TILE = css({
  p: { base: '4', md: '6' },
  rounded: 'xl',
  borderWidth: '1px',
  borderColor: 'gray.200',
  bg: 'gray.50',
  transition: 'border-color 0.2s, background-color 0.2s',
  _hover: { borderColor: 'teal.300', bg: 'teal.50' },
});
const BADGE = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSize: { base: '10', md: '11' },
  rounded: 'lg',
  bg: 'white',
  color: 'teal.700',
  shadow: 'xs',
  mb: { base: '3', md: '4' },
});
const ICON = cx(icon(), css({ boxSize: { base: '5', md: '6' } }));
// Chakra's Heading (size xl) with its type set smaller.
const NAME = cx(heading(), css({ fontSize: { base: 'sm', md: 'md' }, fontWeight: 'semibold', lineHeight: 'short', mb: '1' }));
const DESCRIPTION = css({ fontSize: 'sm', color: 'fg.muted' });

/** The smart-features grid: the 12 tools of docs/product.md §5.1 Home in its order; 2 columns on phones, 3 then 4 wider. */
export function SmartFeaturesSection({ className }: { className?: string }) {
  return (
    <HomeSection
      id="smart-features-heading"
      eyebrow="Smart features"
      title="Tools that make the search easier"
      subtitle="Twelve helpers for every step, from the first look to the final check."
      white
      className={className}
    >
      <ul className={GRID}>
        {SMART_FEATURES.map(({ name, description, icon: Icon }) => (
          <li key={name} className={TILE}>
            <div className={BADGE}>
              <Icon className={ICON} aria-hidden />
            </div>
            <h3 className={NAME}>{name}</h3>
            <p className={DESCRIPTION}>{description}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
