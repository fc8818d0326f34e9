import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { heading } from 'styled-system/recipes/heading';
import type { IconType } from 'react-icons';
import type { PropertyDoc } from '@homehaven/domain/documents';
import type { ListingContent } from '@homehaven/domain/listing-edit';
import { listingFactsFormSchema, listingFormWithFactsSchema, type ListingFormWithFactsInput, type ListingFormWithFactsValues } from '@homehaven/domain/listing-facts-form';
import { galleryOf, PANORAMA_MIN_WIDTH } from '@homehaven/domain/listing-media';
import { positionFormSchema } from '@homehaven/domain/listing-position-form';
import { trimInvisible } from '@homehaven/domain/text';
import { Button } from '../../../components/ui/button';
import { notifyError } from '../../../lib/toast';
import { usePictureList } from '../api/use-picture-list';
import type { ListingDraft } from '../utils/listing-draft';
import { coverOf, photoLimitOf, pictureGate, type PictureGateTexts, type PictureItem } from '../utils/picture-list';
import { AgentFacts } from './agent-facts';
import { FactsFields } from './facts-fields';
import { ListingTextFields } from './listing-text-fields';
import { PictureListField } from './picture-list-field';
import { PositionField } from './position-field';

/** A page's wording for the form (docs/product.md §8.1 Add and update a listing words Add and Update differently). */
export interface ListingFormTexts extends PictureGateTexts {
  /** An upload that failed. */
  uploadFailed: string;
  submit: string;
  submitIcon: IconType;
}

/** The stored pictures an edit starts from. */
export type StoredPictures = Pick<PropertyDoc, 'image' | 'photos' | 'floorPlans' | 'panoramas'>;

interface ListingFormProps {
  defaults: ListingFormWithFactsInput;
  /** The listing's stored pictures (Update property), else null. */
  stored: StoredPictures | null;
  agent: { name: string; email: string };
  texts: ListingFormTexts;
  /** Said above Submit, from the listing's content as the form now has it (the resubmit warning). */
  notice?: (content: ListingContent) => ReactNode;
  /** The plan's photos per listing, once its account is read (docs/plans.md "Quotas"). */
  photosAllowed?: number | undefined;
  onSubmit: (draft: ListingDraft) => Promise<void>;
}

// Chakra's outline card, headings and stacks as build-time classes (docs/decisions.md "Build-time styles everywhere").
const CARD = card({ variant: 'outline', size: 'md' });
const CARD_BODY = cx(CARD.body, css({ p: { base: '4', md: '6' }, gap: '5' }));
const CARD_HEAD = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const CARD_TITLE = heading({ size: 'md' });
const MUTED_SMALL = css({ fontSize: 'sm', color: 'fg.muted' });
const FORM_STACK = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const TWO_CARDS = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, gap: '6', alignItems: 'start' });
const SUBMIT_ROW = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  alignItems: { base: 'stretch', sm: 'center' },
  justifyContent: 'flex-end',
  gap: '3',
});

const doneUrls = (items: readonly PictureItem[]): string[] => items.flatMap((item) => (item.status === 'done' ? [item.url] : []));

/**
 * The listing form Add Property and Update property share: the typed fields, the facts and the map
 * position checked by the domain's schema as typed, the photos (one the cover), floor plans and panoramas uploaded as
 * soon as they are picked, the agent read-only. Submit waits for the uploads (disabled meanwhile,
 * and while saving); with a failed upload still listed, or without a photo, it says so and saves nothing.
 */
export function ListingForm({ defaults, stored, agent, texts, notice, photosAllowed, onSubmit }: ListingFormProps) {
  const form = useForm<ListingFormWithFactsInput, unknown, ListingFormWithFactsValues>({ resolver: zodResolver(listingFormWithFactsSchema), defaultValues: defaults, mode: 'onTouched' });
  // A listing from before galleries starts its gallery with its one picture.
  const gallery = stored ? galleryOf(stored) : [];
  const photos = usePictureList('photos', gallery, texts.uploadFailed, photoLimitOf(photosAllowed, gallery.length));
  const floorPlans = usePictureList('floorPlans', stored?.floorPlans, texts.uploadFailed);
  const panoramas = usePictureList('panoramas', stored?.panoramas, texts.uploadFailed);
  // Stored pictures are keyed by their URL, so the stored cover is chosen from the start.
  const [chosenCover, setChosenCover] = useState<string | null>(stored?.image ?? null);
  const [storedFacts] = useState(() => listingFactsFormSchema.safeParse(defaults.facts).data);
  const [storedPosition] = useState(() => positionFormSchema.safeParse(defaults.position).data);
  const [tried, setTried] = useState(false);
  const [title, location, Details, facts, position] = useWatch({ control: form.control, name: ['title', 'location', 'Details', 'facts', 'position'] });

  const lists = { photos: photos.items, floorPlans: floorPlans.items, panoramas: panoramas.items };
  const cover = coverOf(photos.items, chosenCover);

  const send = form.handleSubmit(
    async (values) => {
      setTried(true);
      const gate = pictureGate(lists, chosenCover, texts);
      if ('problem' in gate) {
        notifyError(gate.problem);
        return;
      }
      await onSubmit({ ...values, ...gate });
    },
    () => setTried(true),
  );

  const uploading = [...lists.photos, ...lists.floorPlans, ...lists.panoramas].some((item) => item.status === 'uploading');
  const typedFacts = listingFactsFormSchema.safeParse(facts);
  const typedPosition = positionFormSchema.safeParse(position);
  const shownNotice = notice?.({
    title: trimInvisible(title),
    location: trimInvisible(location),
    Details: trimInvisible(Details),
    image: cover?.status === 'done' ? cover.url : '',
    // Facts not valid yet are not saved: until they are, they count as the stored ones.
    facts: typedFacts.success ? typedFacts.data : storedFacts,
    photos: doneUrls(photos.items),
    floorPlans: doneUrls(floorPlans.items),
    panoramas: doneUrls(panoramas.items),
    // Coordinates not valid yet are not saved either.
    position: typedPosition.success ? typedPosition.data : storedPosition,
  });
  const SubmitIcon = texts.submitIcon;

  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-label="Listing">
      <div className={FORM_STACK}>
        <div className={TWO_CARDS}>
          <FormCard title="Listing">
            <ListingTextFields form={form} />
            <AgentFacts name={agent.name} email={agent.email} />
          </FormCard>
          <FormCard title="Facts" intro="All optional. Buyers filter on type, bedrooms, bathrooms and area.">
            <FactsFields form={form} />
          </FormCard>
        </div>
        <FormCard title="Map position" intro="Optional. Where buyers see the listing on the map: find it from the location, then drag the pin to the exact place or click the map.">
          <PositionField form={form} />
        </FormCard>
        <FormCard title="Photos" intro="The cover is the picture buyers see first, on cards and at the top of the listing.">
          <PictureListField
            list={{ ...photos, notice: photos.notice ?? (tried && photos.items.length === 0 ? texts.noImage : null) }}
            label="Add photos"
            noun="Photo"
            hint="JPEG, PNG, GIF or WebP, up to 5 MB each; choose several at once. Each uploads as soon as you choose it."
            accept="image/*"
            cover={{ key: cover?.key, choose: setChosenCover }}
          />
        </FormCard>
        <div className={TWO_CARDS}>
          <FormCard title="Floor plans">
            <PictureListField list={floorPlans} label="Add floor plans" noun="Floor plan" hint="Pictures of the plans, kept apart from the photos." accept="image/*" />
          </FormCard>
          <FormCard title="360° tour">
            <PictureListField
              list={panoramas}
              label="Add panoramas"
              noun="Panorama"
              hint={`Equirectangular 360° pictures (twice as wide as high), JPEG or WebP, at least ${PANORAMA_MIN_WIDTH} pixels wide, up to 10 MB.`}
              accept="image/jpeg,image/webp"
            />
          </FormCard>
        </div>
        {shownNotice}
        <div className={SUBMIT_ROW}>
          {uploading ? (
            <p className={MUTED_SMALL} data-testid="upload-wait">
              {texts.uploading}
            </p>
          ) : null}
          <Button type="submit" palette="teal" size="lg" loading={form.formState.isSubmitting} disabled={uploading || form.formState.isSubmitting}>
            <SubmitIcon aria-hidden /> {texts.submit}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** One part of the form, headed. */
function FormCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className={CARD.root}>
      <div className={CARD_BODY}>
        <div className={CARD_HEAD}>
          <h2 className={CARD_TITLE}>{title}</h2>
          {intro ? <p className={MUTED_SMALL}>{intro}</p> : null}
        </div>
        {children}
      </div>
    </div>
  );
}
