import { useId } from 'react';
import { FiChevronDown, FiChevronUp } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { FACT_SECTION_MESSAGES, factRows } from '@homehaven/domain/listing-facts';
import { GALLERY_MESSAGES, galleryOf } from '@homehaven/domain/listing-media';
import { PictureGroup } from '../../../components/property/gallery/picture-group';
import { AmenityList, FactsGrid } from '../../../components/property/listing-facts-grid';
import { Button } from '../../../components/ui/button';
import type { Listing } from '../../../lib/firebase/documents';
import type { OpenPanels } from '../hooks/use-open-panels';

const PANEL = css({ display: 'flex', flexDirection: 'column', gap: '4', py: '2' });
const FACTS = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const FACTS_HEADING = css({ fontWeight: 'semibold', fontSize: 'sm' });
const NONE = css({ fontSize: 'sm', color: 'fg.muted' });
const TOGGLE = css({ px: '1' });

/** How many pictures an admin reviews: the gallery (its cover at the least), the floor plans and the panoramas. */
export function pictureCount(listing: Listing): number {
  return galleryOf(listing).length + (listing.floorPlans?.length ?? 0) + (listing.panoramas?.length ?? 0);
}

/** Everything the agent submitted beyond the row: every photo, floor plan and panorama (each opens full screen), and the facts. */
export function ListingPicturesPanel({ listing, id }: { listing: Listing; id: string }) {
  const hasFacts = factRows(listing.facts, 'sqft').length > 0 || Boolean(listing.facts?.amenities?.length);
  return (
    <div id={id} className={PANEL} data-testid="listing-pictures">
      <PictureGroup heading={GALLERY_MESSAGES.photosHeading} level="h3" urls={galleryOf(listing)} name={GALLERY_MESSAGES.photo} viewer={GALLERY_MESSAGES.photoViewer} />
      <PictureGroup heading={GALLERY_MESSAGES.floorPlansHeading} level="h3" urls={listing.floorPlans ?? []} name={GALLERY_MESSAGES.floorPlan} viewer={GALLERY_MESSAGES.floorPlanViewer} drawings />
      <PictureGroup heading={GALLERY_MESSAGES.panoramasHeading} level="h3" urls={listing.panoramas ?? []} name={GALLERY_MESSAGES.panorama} viewer={GALLERY_MESSAGES.panoramasHeading} />
      <section className={FACTS} aria-label={FACT_SECTION_MESSAGES.heading}>
        <h3 className={FACTS_HEADING}>{FACT_SECTION_MESSAGES.heading}</h3>
        {hasFacts ? (
          <>
            <FactsGrid facts={listing.facts} />
            <AmenityList facts={listing.facts} />
          </>
        ) : (
          <p className={NONE}>{FACT_SECTION_MESSAGES.none}</p>
        )}
      </section>
    </div>
  );
}

/** "Pictures (8)": shows or hides a listing's panel; the panel is rendered only while open (pictures load on demand). */
export function usePicturesToggle(listing: Listing, panels: OpenPanels) {
  const open = panels.isOpen(listing.id);
  const panelId = useId();
  const toggle = (
    <Button
      size="xs"
      variant="ghost"
      palette="teal"
      className={TOGGLE}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      aria-label={`${GALLERY_MESSAGES.pictures(pictureCount(listing))}: ${listing.title}`}
      onClick={() => panels.toggle(listing.id)}
    >
      {GALLERY_MESSAGES.pictures(pictureCount(listing))} {open ? <FiChevronUp aria-hidden /> : <FiChevronDown aria-hidden />}
    </Button>
  );
  return { open, toggle, panel: open ? <ListingPicturesPanel listing={listing} id={panelId} /> : null };
}
