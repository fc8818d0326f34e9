import { css } from 'styled-system/css';
import { factsLine, type ListingFacts } from '@homehaven/domain/listing-facts';
import { useAreaUnit } from '../../lib/area-unit';

/** One line of a fixed height, even when empty, so cards with and without facts line up (and match their skeleton). */
export const FACTS_LINE = css({ fontSize: 'sm', lineHeight: '1.25rem', h: '5', color: 'fg.muted', lineClamp: 1 });

/** The card's facts: "3 beds · 2.5 baths · 1,850 ft²" in the visitor's area unit; an empty line for a listing without them. */
export function FactsLine({ facts }: { facts: ListingFacts | undefined }) {
  const [unit] = useAreaUnit();
  const line = factsLine(facts, unit);
  return (
    <p className={FACTS_LINE} data-testid="card-facts" aria-hidden={line === null ? true : undefined}>
      {line}
    </p>
  );
}
