import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { css, cx } from 'styled-system/css';
import { skeleton } from 'styled-system/recipes/skeleton';
import { FiMapPin, FiSearch, FiX } from 'react-icons/fi';
import { isPosition, type Position } from '@homehaven/domain/geo';
import type { ListingFormWithFactsInput, ListingFormWithFactsValues } from '@homehaven/domain/listing-facts-form';
import { parseCoordinate, POSITION_FORM_MESSAGES } from '@homehaven/domain/listing-position-form';
import { trimInvisible } from '@homehaven/domain/text';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useGeocoder, type GeocoderStatus } from '../api/use-geocoder';
import { MapLoadBoundary } from '../../../components/map/map-load-boundary';
import { MAP_LOAD_FAILED } from '../../../components/map/map-load-failed';

// Leaflet is large and only this form's agents need it: the map loads after the form, a chunk of its own.
const PositionMap = lazy(() => import('./position-map'));

/** The map's height, the same for its skeleton, so nothing moves when it loads: 15rem on a phone, up to 20rem. */
const MAP_HEIGHT = 'clamp(15rem, 45vw, 20rem)';

// Build-time classes (docs/decisions.md "Build-time styles everywhere"); the map's height is MAP_HEIGHT written out.
const LAYOUT = css({
  display: 'grid',
  gridTemplateAreas: { base: '"find" "map" "coordinates"', md: '"find map" "coordinates map"' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
  // Beside the map, the coordinates follow the search at once; the map's extra height goes below them.
  gridTemplateRows: { md: 'auto 1fr' },
  gap: '5',
  alignItems: 'start',
});
const FIND = css({ gridArea: 'find', display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'start' });
const SEARCH_TEXT = css({ fontSize: 'sm', color: 'fg.muted' });
const SEARCH_WARNING = css({ fontSize: 'sm', color: 'fg.warning' });
const MAP = css({ gridArea: 'map', h: 'clamp(15rem, 45vw, 20rem)', rounded: 'md', overflow: 'hidden', borderWidth: '1px', position: 'relative', zIndex: '0' });
const MAP_LOADING = cx(skeleton(), css({ h: 'clamp(15rem, 45vw, 20rem)' }));
const COORDINATES = css({ gridArea: 'coordinates', display: 'flex', flexDirection: 'column', gap: '4' });
const COORDINATE_PAIR = css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3', alignItems: 'start' });
const REMOVE_PIN = css({ alignSelf: 'start' });
const UNAVAILABLE = css({ display: 'flex', flexDirection: 'column', h: 'full', alignItems: 'center', justifyContent: 'center', gap: '2', p: '4', textAlign: 'center', bg: 'bg.muted' });
const UNAVAILABLE_TEXT = css({ fontSize: 'sm' });
// Chakra's loading button with a loading text: the spinner at the text's start, sized by the font.

interface PositionFieldProps {
  form: UseFormReturn<ListingFormWithFactsInput, unknown, ListingFormWithFactsValues>;
}

/** The pin the typed coordinates stand for, or null while they are blank or not a position. */
function pinOf(lat: string | undefined, lng: string | undefined): Position | null {
  const pin = { lat: parseCoordinate(lat ?? ''), lng: parseCoordinate(lng ?? '') };
  return isPosition(pin) ? pin : null;
}

/** What the line under Find on map says for a search's status (nothing before the first). */
function searchText(status: GeocoderStatus, location: string): string {
  switch (status) {
    case 'searching':
      return `Searching the map for “${location}”…`;
    case 'found':
      return 'Pin placed at the location found. Drag it to the exact place, or correct the coordinates.';
    case 'none':
      return POSITION_FORM_MESSAGES.notFound;
    case 'unavailable':
      return POSITION_FORM_MESSAGES.unavailable;
    case 'idle':
      return '';
  }
}

/**
 * The listing's map position (docs/listings.md "Map"), optional: Find on map asks the geocoder for
 * the typed location (on that press only: Nominatim's policy forbids searching as one types) and puts
 * the pin there; dragging the pin or clicking the map moves it. Latitude and Longitude are the same
 * position as text, bound both ways: the keyboard's and screen reader's way to read and set it.
 * Remove pin clears both. The map keeps its height while it loads.
 */
export function PositionField({ form }: PositionFieldProps) {
  const geocoder = useGeocoder();
  const [searched, setSearched] = useState('');
  const [noLocation, setNoLocation] = useState(false);
  // The geocoder's answer, for the map to show closer (a new object per answer).
  const [focus, setFocus] = useState<Position | null>(null);
  const findButton = useRef<HTMLButtonElement>(null);
  const [lat, lng] = useWatch({ control: form.control, name: ['position.lat', 'position.lng'] });
  const pin = useMemo(() => pinOf(lat, lng), [lat, lng]);
  const errors = form.formState.errors.position;

  const place = (position: Position) => {
    const options = { shouldDirty: true, shouldTouch: true, shouldValidate: true };
    form.setValue('position.lat', String(position.lat), options);
    form.setValue('position.lng', String(position.lng), options);
  };

  const findOnMap = async () => {
    const location = trimInvisible(form.getValues('location'));
    setNoLocation(location === '');
    if (location === '') return;
    setSearched(location);
    const found = await geocoder.find(location);
    if (!found) return;
    place(found);
    setFocus({ ...found });
  };

  const removePin = () => {
    const options = { shouldDirty: true, shouldValidate: true };
    form.setValue('position.lat', '', options);
    form.setValue('position.lng', '', options);
    // The button stays, but its work is done: back to where a new pin starts.
    findButton.current?.focus();
  };

  const said = noLocation ? POSITION_FORM_MESSAGES.locationMissing : searchText(geocoder.status, searched);
  const warn = noLocation || geocoder.status === 'none' || geocoder.status === 'unavailable';
  const coordinate = { autoComplete: 'off', spellCheck: false } as const;

  return (
    <div className={LAYOUT}>
      <div className={FIND}>
        <Button ref={findButton} variant="outline" palette="teal" loading={geocoder.status === 'searching'} loadingText="Finding…" onClick={() => void findOnMap()}>
          <FiSearch aria-hidden /> Find on map
        </Button>
        {/* Announced politely: the outcome of the search the agent asked for. */}
        <p aria-live="polite" className={warn ? SEARCH_WARNING : SEARCH_TEXT} data-testid="position-search">
          {said}
        </p>
      </div>
      <div className={MAP}>
        <MapLoadBoundary fallback={<MapUnavailable />}>
          <Suspense fallback={<MapLoading />}>
            <PositionMap pin={pin} onPick={place} focus={focus} height={MAP_HEIGHT} />
          </Suspense>
        </MapLoadBoundary>
      </div>
      <div className={COORDINATES}>
        <div className={COORDINATE_PAIR}>
          <FormField label="Latitude" placeholder="30.2672" error={errors?.lat?.message} {...coordinate} {...form.register('position.lat', { deps: ['position.lng'] })} />
          <FormField label="Longitude" placeholder="-97.7431" error={errors?.lng?.message} {...coordinate} {...form.register('position.lng', { deps: ['position.lat'] })} />
        </div>
        <p className={SEARCH_TEXT}>Decimal degrees; typing them moves the pin. Without a pin the listing shows everywhere but on the map.</p>
        <Button className={REMOVE_PIN} variant="ghost" size="sm" palette="red" onClick={removePin} disabled={(lat ?? '') === '' && (lng ?? '') === ''}>
          <FiX aria-hidden /> Remove pin
        </Button>
      </div>
    </div>
  );
}

/** The map's place while its chunk loads (its final height, so nothing moves). */
function MapLoading() {
  return <div role="status" aria-label="Loading the map" className={MAP_LOADING} />;
}

/** Where the map would be, once it could not load: the coordinates still work. */
function MapUnavailable() {
  return (
    <div className={UNAVAILABLE}>
      <FiMapPin aria-hidden />
      <p className={UNAVAILABLE_TEXT}>{MAP_LOAD_FAILED} Type the coordinates, or reload the page to try again.</p>
    </div>
  );
}
