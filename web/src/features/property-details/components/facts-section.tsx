import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { FACT_SECTION_MESSAGES, factRows, type ListingFacts } from '@homehaven/domain/listing-facts';
import { AmenityList, FactsGrid } from '../../../components/property/listing-facts-grid';
import { AreaUnitSwitch } from './area-unit-switch';

const HEADER = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', mb: '3', flexWrap: 'wrap' });
const HEADING = heading({ size: 'lg' });
const NONE = css({ color: 'fg.muted' });
const AMENITIES_HEADING = cx(heading({ size: 'md' }), css({ mt: '5', mb: '2' }));

/** The details page's facts: the grid, the ft²/m² switch when there is an area to show, then the amenities. */
export function FactsSection({ facts }: { facts: ListingFacts | undefined }) {
  const hasArea = facts?.area !== undefined || facts?.lotSize !== undefined;
  const empty = factRows(facts, 'sqft').length === 0 && !facts?.amenities?.length;
  return (
    <section aria-labelledby="facts-heading">
      <div className={HEADER}>
        <h2 className={HEADING} id="facts-heading">
          {FACT_SECTION_MESSAGES.heading}
        </h2>
        {hasArea ? <AreaUnitSwitch /> : null}
      </div>
      {empty ? (
        <p className={NONE}>{FACT_SECTION_MESSAGES.none}</p>
      ) : (
        <>
          <FactsGrid facts={facts} />
          {facts?.amenities?.length ? (
            <>
              <h3 className={AMENITIES_HEADING}>{FACT_SECTION_MESSAGES.amenities}</h3>
              <AmenityList facts={facts} />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
