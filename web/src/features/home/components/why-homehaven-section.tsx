import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { heading } from 'styled-system/recipes/heading';
import { icon } from 'styled-system/recipes/icon';
import { TextLink } from '../../../components/static/links';
import { WHY_HOMEHAVEN } from '../content/why-homehaven';
import { HomeSection } from './home-section';

const CARD = card({ variant: 'elevated' });
const GRID = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: { base: '4', md: '6' },
  listStyleType: 'none',
});
const ITEM = cx(CARD.root, css({ h: 'full' }));
const BODY = cx(CARD.body, css({ flexDirection: { base: 'row', md: 'column' }, alignItems: 'flex-start', gap: { base: '4', md: '5' }, p: { base: '5', md: '7' } }));
const BADGE = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', boxSize: '12', flexShrink: 0, rounded: 'xl', bg: 'teal.50', color: 'teal.700' });
const ICON = cx(icon(), css({ boxSize: '6' }));
const TEXT = css({ display: 'flex', flexDirection: 'column', gap: '1.5' });
const TITLE = heading({ size: 'md' });
const DESCRIPTION = css({ color: 'fg.muted' });
const MORE = css({ fontWeight: 'medium', w: 'fit-content' });

/** The features grid ("why HomeHaven"): six cards of the marketing points of docs/product.md §1 Purpose, icon, title and one line. */
export function WhyHomeHavenSection({ className }: { className?: string }) {
  return (
    <HomeSection
      id="why-homehaven-heading"
      eyebrow="Why HomeHaven"
      title="Everything you need to buy, sell and list"
      subtitle="One place for buyers, agents, developers and agencies, from the first search to the final payment."
      className={className}
    >
      <ul className={GRID}>
        {WHY_HOMEHAVEN.map(({ title, description, icon: Icon, link }) => (
          <li key={title} className={ITEM}>
            <div className={BODY}>
              <div className={BADGE}>
                <Icon className={ICON} aria-hidden />
              </div>
              <div className={TEXT}>
                <h3 className={TITLE}>{title}</h3>
                <p className={DESCRIPTION}>{description}</p>
                {link ? (
                  <TextLink to={link.to} className={MORE}>
                    {link.label}
                  </TextLink>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
