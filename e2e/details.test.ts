import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@homehaven/domain/messages';
import { REVIEW_MESSAGES } from '@homehaven/domain/review-messages';
import { FACT_SECTION_MESSAGES } from '@homehaven/domain/listing-facts';
import { GALLERY_MESSAGES } from '@homehaven/domain/listing-media';
import { MORTGAGE_MESSAGES } from '@homehaven/domain/mortgage';
import { distanceInMetres } from '@homehaven/domain/geo';
import { schoolsDocPath, SCHOOLS_MESSAGES } from '@homehaven/domain/neighbourhood';
import { eventually, open, reload, signIn, waitForText } from './support/app';
import { check, checkOpen, WIDTHS } from './support/axe';
import { useBrowser } from './support/browser';
import { createUserWithRole, type TestUser } from './support/emulators';
import { readFixture, setFixture, updateFixture } from './support/firestore-rest';
import { createListing, createReview, uniqueWord } from './support/listings';

const fixture = useBrowser();

/** A verified listing by a new agent, with a unique title (and the given id, if any). */
async function listing(overrides: Parameters<typeof createListing>[1] = { location: 'Lakeview, Ohio' }, id?: string) {
  const agent = await createUserWithRole('agent');
  const title = `${uniqueWord()} Manor`;
  const created = await createListing(agent, { title, min: 1_250_000, max: 1_400_000, details: 'Five bedrooms on a quiet lake.', ...overrides }, id);
  return { agent, title, id: created };
}

/** Where the map's listings stand, and three schools around it, stored farthest first (the page sorts). */
const HOME = { lat: 30.2672, lng: -97.7431 };
const SCHOOLS = [
  { name: 'Austin Community College', kind: 'college', position: { lat: 30.2524, lng: -97.7431 } },
  { name: 'Lincoln Elementary', kind: 'school', position: { lat: 30.2712, lng: -97.7431 } },
  { name: 'Riverside Kindergarten', kind: 'kindergarten', position: { lat: 30.2672, lng: -97.7412 } },
].map((school) => ({ ...school, distance: distanceInMetres(HOME, school.position) }));

/**
 * A verified listing at HOME whose schools document (`ready` with SCHOOLS, or `unavailable`) is
 * stored before the listing itself: the schools function then finds it current and asks the geo
 * stand-in nothing, so the page shows exactly this.
 */
async function placedListing(schools: 'ready' | 'unavailable', overrides: Partial<Parameters<typeof createListing>[1]> = {}) {
  const id = uniqueWord();
  await setFixture(schoolsDocPath(id), { status: schools, position: HOME, schools: schools === 'ready' ? SCHOOLS : [], fetchedAt: new Date() });
  return listing({ location: 'Lakeview, Ohio', position: HOME, ...overrides }, id);
}

/** Pictures the app serves itself (so they load offline): five photos, a floor plan, two panoramas. */
const PHOTOS = ['/hero.jpg', '/blog/first-viewing-800.webp', '/blog/spring-market-800.webp', '/blog/beyond-the-price-800.webp', '/hero-1024.webp'];
const GALLERY = { photos: PHOTOS, floorPlans: ['/cover.jpg'], panoramas: ['/cover.jpg', '/hero.jpg'] };
const FACTS = { type: 'house', bedrooms: 3, bathrooms: 2.5, area: 1850, lotSize: 6000, yearBuilt: 1998, parking: 2, amenities: ['garden', 'fireplace'] };

/** A verified listing with a gallery, floor plan, panoramas and facts (the cover is the first photo); on the map with its schools if asked. */
async function richListing(placed = false) {
  const created = placed ? await placedListing('ready', { image: PHOTOS[0] }) : await listing({ location: 'Lakeview, Ohio', image: PHOTOS[0] });
  await updateFixture(`properties/${created.id}`, { ...GALLERY, facts: FACTS });
  return created;
}

/** The school markers' names, nearest first. */
const SCHOOL_MARKERS = ['Riverside Kindergarten, Kindergarten, 180 m', 'Lincoln Elementary, School, 450 m', 'Austin Community College, College, 1.6 km'];

/** Waits until the map's tiles on screen have loaded (the geo stand-in serves them). */
async function mapTilesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.leaflet-tile-loaded') !== null && document.querySelector('.leaflet-tile:not(.leaflet-tile-loaded)') === null);
}

/** The lightbox's slide on screen ("Photo 2 of 5"). */
const currentSlide = (page: Page) => page.locator('.yarl__slide_current').getAttribute('aria-label');
/** What has the keyboard focus, by its accessible name. */
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

async function openDetails(page: Page, user: TestUser, id: string): Promise<void> {
  await signIn(page, user);
  await open(page, `/DetailsPage/${id}`);
}

/** Scrolls to the reviews: they are read once their section nears the viewport (docs/performance.md "Details page"). */
async function toReviews(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Reviews', exact: true }).scrollIntoViewIfNeeded();
}

test('signed out, the details page asks to log in first and comes back after', async () => {
  const { page } = fixture;
  const { id, title } = await listing();
  await open(page, `/DetailsPage/${id}`);
  await page.waitForURL((url) => url.pathname === '/login');
  const buyer = await createUserWithRole('user');
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password').fill(buyer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(new URL(page.url()).pathname).toBe(`/DetailsPage/${id}`);
});

test('a buyer sees the listing: picture, title, location, prices with $, agent, badge, description, its map with schools unavailable; Back goes one step back', async () => {
  const { page } = fixture;
  const { id, title, agent } = await placedListing('unavailable');
  await signIn(page, await createUserWithRole('user'));
  await open(page, `/properties?search=${encodeURIComponent(title.split(' ')[0] ?? '')}`);
  await open(page, `/DetailsPage/${id}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await waitForText(page, 'Lakeview, Ohio');
  await waitForText(page, '$1,250,000 – $1,400,000');
  await waitForText(page, agent.name);
  await waitForText(page, 'verified');
  await waitForText(page, 'Five bedrooms on a quiet lake.');
  expect(await page.getByRole('img', { name: title }).count()).toBe(1);
  // The map still shows the listing when the schools service failed for it; the list says so.
  const neighbourhood = page.getByTestId('neighbourhood');
  await neighbourhood.scrollIntoViewIfNeeded();
  await neighbourhood.getByText(SCHOOLS_MESSAGES.unavailable).waitFor();
  await neighbourhood.getByRole('button', { name: `This property: ${title}`, exact: true }).waitFor();
  expect(await neighbourhood.getByTestId('school').count()).toBe(0);
  await page.getByRole('button', { name: 'Back' }).click();
  await page.waitForURL((url) => url.pathname === '/properties');
});

test('a missing, pending, rejected or withdrawn listing opens the 404 page with "Property not found"', async () => {
  const { page } = fixture;
  const cases = {
    missing: 'NoSuchListing123',
    pending: (await listing({ location: 'Dayton, Ohio', status: 'pending' })).id,
    rejected: (await listing({ location: 'Dayton, Ohio', status: 'rejected' })).id,
    withdrawn: (await listing({ location: 'Dayton, Ohio', withdrawn: true })).id,
  };
  await signIn(page, await createUserWithRole('user'));
  for (const [name, id] of Object.entries(cases)) {
    await open(page, `/DetailsPage/${id}`);
    await page.getByText(MESSAGES.property.notFound, { exact: true }).waitFor();
    expect(await page.getByText(MESSAGES.notFound.title).count(), name).toBe(1);
  }
});

test('the owning agent may still open their own pending listing, with its Pending badge', async () => {
  const { page } = fixture;
  const { id, title, agent } = await listing({ location: 'Dayton, Ohio', status: 'pending' });
  await openDetails(page, agent, id);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(await page.getByText('pending', { exact: true }).first().getAttribute('data-tone')).toBe('yellow');
  // No position yet: its agent is told (visitors see no map section at all).
  await page.getByTestId('neighbourhood').getByText(SCHOOLS_MESSAGES.noPosition).waitFor();
});

test('a buyer writes a review: the comment is required, the new review appears at once', async () => {
  const { page } = fixture;
  const { id } = await listing();
  const buyer = await createUserWithRole('user');
  await openDetails(page, buyer, id);
  await toReviews(page);
  await waitForText(page, REVIEW_MESSAGES.empty);

  await page.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog');
  expect(await dialog.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await waitForText(page, REVIEW_MESSAGES.commentRequired);

  await dialog
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '4 stars' }) })
    .click();
  await dialog.getByLabel('Comment').fill('Lovely light in the mornings.');
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await waitForText(page, REVIEW_MESSAGES.submitted);
  const review = page.getByTestId('review').first();
  await review.getByText('Lovely light in the mornings.').waitFor();
  expect(await review.getByRole('img', { name: 'Rated 4 out of 5' }).count()).toBe(1);
  await review.getByText(buyer.name).waitFor();
});

test('a review the rules refuse says "Failed to submit review" and adds nothing', async () => {
  const { page } = fixture;
  const { id } = await listing();
  await openDetails(page, await createUserWithRole('user'), id);
  await toReviews(page);
  await waitForText(page, REVIEW_MESSAGES.empty);
  // The agent renamed the listing after the page loaded: the copied title no longer matches.
  await updateFixture(`properties/${id}`, { title: 'Renamed meanwhile' });
  await page.getByRole('button', { name: 'Write a review' }).click();
  await page.getByRole('dialog').getByLabel('Comment').fill('Nice.');
  await page.getByRole('dialog').getByRole('button', { name: 'Submit review' }).click();
  await waitForText(page, REVIEW_MESSAGES.submitFailed);
  // Firestore shows a write at once and takes it back when the server refuses it: none stays.
  await eventually(() => page.getByTestId('review').count()).toBe(0);
});

test('reviews list newest first, with the fallbacks for a missing name', async () => {
  const { page } = fixture;
  const { id, title, agent } = await listing();
  const author = await createUserWithRole('user');
  await createReview(author, id, { propertyTitle: title, agentName: agent.name, rating: 3, comment: 'Older review', createdAt: new Date(Date.now() - 60_000) });
  await createReview(author, id, { propertyTitle: title, agentName: agent.name, rating: 5, comment: 'Newer review', userName: '' });
  await openDetails(page, await createUserWithRole('user'), id);
  await toReviews(page);
  await page.getByTestId('review').nth(1).waitFor();
  const texts = await page.getByTestId('review').allTextContents();
  expect(texts[0]).toContain('Newer review');
  expect(texts[0]).toContain(MESSAGES.fallback.reviewer);
  expect(texts[1]).toContain('Older review');
});

test('Add to Wishlist asks first, then adds once: "Added successfully", disabled; again later: "Already added!"', async () => {
  const { page } = fixture;
  const { id } = await listing();
  const buyer = await createUserWithRole('user');
  await openDetails(page, buyer, id);
  const add = page.getByRole('button', { name: 'Add to Wishlist' });
  await add.click();
  await waitForText(page, MESSAGES.wishlist.confirmAdd);
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(await readFixture(`wishlist/${buyer.uid}_${id}`)).toBeNull();

  await add.click();
  await page.getByRole('button', { name: 'Yes, add it!' }).click();
  await waitForText(page, MESSAGES.wishlist.added);
  expect(await page.getByRole('button', { name: 'Added to wishlist' }).isDisabled()).toBe(true);
  expect(await readFixture(`wishlist/${buyer.uid}_${id}`)).not.toBeNull();

  await reload(page);
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await page.getByRole('button', { name: 'Yes, add it!' }).click();
  await waitForText(page, MESSAGES.wishlist.alreadyAdded);
});

test.each(['agent', 'admin'])('an %s sees the page without the buyer actions', async (role) => {
  const { page } = fixture;
  const { id, title } = await listing();
  await openDetails(page, await createUserWithRole(role), id);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await toReviews(page);
  await waitForText(page, REVIEW_MESSAGES.empty);
  expect(await page.getByRole('button', { name: 'Add to Wishlist' }).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Write a review' }).isDisabled()).toBe(true);
  expect(await page.getByRole('link', { name: 'Make an offer' }).count()).toBe(0);
  // A listing without a position has no map section for anyone but its agent.
  expect(await page.getByTestId('neighbourhood').count()).toBe(0);
});

test('a buyer gets "Make an offer" into the offer flow; a sold listing says Sold instead', async () => {
  const { page } = fixture;
  const open1 = await listing();
  const sold = await listing({ location: 'Akron, Ohio', sold: true });
  await openDetails(page, await createUserWithRole('user'), open1.id);
  const offer = page.getByRole('link', { name: 'Make an offer' });
  expect(await offer.getAttribute('href')).toBe(`/dashboard/offerPage?propertyId=${open1.id}`);
  await open(page, `/DetailsPage/${sold.id}`);
  await page.getByTestId('sold').waitFor();
  expect(await page.getByRole('link', { name: 'Make an offer' }).count()).toBe(0);
});

test('the mortgage calculator starts from the lower price, follows what is typed and says what is wrong', async () => {
  const { page } = fixture;
  const { id } = await listing();
  await openDetails(page, await createUserWithRole('user'), id);
  const calculator = page.getByRole('region', { name: 'Mortgage calculator' });
  await calculator.scrollIntoViewIfNeeded();
  // $1,250,000 less a fifth down at 6.5% over 30 years: $1,000,000 borrowed, $6,320.68 a month.
  expect(await calculator.getByLabel('Price ($)').inputValue()).toBe('1250000');
  await eventually(() => calculator.getByTestId('monthly-payment').textContent()).toBe('$6,320.68');

  await calculator.getByLabel('Interest rate (% a year)').fill('0');
  await calculator.getByLabel('Term (years)').fill('10');
  await eventually(() => calculator.getByTestId('monthly-payment').textContent()).toBe('$8,333.33');
  expect(await calculator.getByTestId('total-interest').textContent()).toBe('$0');

  await calculator.getByLabel('Term (years)').fill('ten');
  await calculator.getByText(MORTGAGE_MESSAGES.termInvalid).waitFor();
  expect(await calculator.getByTestId('monthly-payment').count()).toBe(0);
  await calculator.getByLabel('Down payment ($)').fill('2000000');
  await calculator.getByText(MORTGAGE_MESSAGES.downTooLarge).waitFor();
});

test('the facts grid, the ft²/m² switch, the photos in a lightbox (arrow keys, Escape), floor plans with zoom and the 360° tour', async () => {
  const { page } = fixture;
  const { id, title } = await richListing();
  await openDetails(page, await createUserWithRole('user'), id);

  const facts = page.getByRole('region', { name: FACT_SECTION_MESSAGES.heading });
  await facts.getByText('1,850 ft²').waitFor();
  expect(await facts.getByTestId('facts-grid').innerText()).toMatch(/Type\s+House[\s\S]*Bedrooms\s+3[\s\S]*Bathrooms\s+2.5[\s\S]*Year built\s+1998[\s\S]*Parking\s+2 spaces/);
  await facts.getByText('Fireplace').waitFor();
  await facts.getByRole('button', { name: 'm²' }).click();
  await facts.getByText('172 m²').waitFor();
  await facts.getByText('557 m²').waitFor();
  expect(await facts.getByRole('button', { name: 'm²' }).getAttribute('aria-pressed')).toBe('true');
  expect(await facts.getByText('1,850 ft²').count()).toBe(0);

  // Thumbnails open the lightbox on their photo; arrows move, Escape closes and gives the focus back.
  const thumbnails = page.getByRole('list', { name: GALLERY_MESSAGES.thumbnails });
  expect(await thumbnails.getByRole('button').count()).toBe(PHOTOS.length);
  await thumbnails.getByRole('button', { name: GALLERY_MESSAGES.photo(2, PHOTOS.length) }).click();
  const viewer = page.getByRole('dialog', { name: GALLERY_MESSAGES.photoViewer });
  await viewer.waitFor();
  await eventually(() => currentSlide(page)).toBe(GALLERY_MESSAGES.photo(2, PHOTOS.length));
  await page.keyboard.press('ArrowRight');
  await eventually(() => currentSlide(page)).toBe(GALLERY_MESSAGES.photo(3, PHOTOS.length));
  await page.keyboard.press('ArrowLeft');
  await eventually(() => currentSlide(page)).toBe(GALLERY_MESSAGES.photo(2, PHOTOS.length));
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });
  await eventually(() => focusedName(page)).toBe(GALLERY_MESSAGES.photo(2, PHOTOS.length));

  // Floor plans: their own section, the lightbox with zoom.
  const plans = page.getByRole('region', { name: GALLERY_MESSAGES.floorPlansHeading });
  await plans.getByRole('heading', { name: GALLERY_MESSAGES.floorPlansHeading }).waitFor();
  await plans.getByRole('button', { name: GALLERY_MESSAGES.floorPlan(1, 1) }).click();
  const planViewer = page.getByRole('dialog', { name: GALLERY_MESSAGES.floorPlanViewer });
  const zoomOut = planViewer.getByRole('button', { name: 'Zoom out' });
  await zoomOut.waitFor();
  expect(await zoomOut.isDisabled()).toBe(true);
  await planViewer.getByRole('button', { name: 'Zoom in' }).click();
  await eventually(() => zoomOut.isDisabled()).toBe(false);
  await page.keyboard.press('Escape');
  await planViewer.waitFor({ state: 'detached' });

  // The tour: the viewer draws on a canvas (headless Chromium has software WebGL); two panoramas to switch between.
  await page.getByRole('button', { name: GALLERY_MESSAGES.tourButton }).click();
  const tour = page.getByRole('dialog', { name: GALLERY_MESSAGES.tourTitle });
  await tour.getByTestId('panorama-viewer').locator('canvas').waitFor();
  await tour.getByTestId('tour-loading').waitFor({ state: 'detached' });
  await tour.getByRole('img', { name: GALLERY_MESSAGES.tourDescription(title, 1, 2) }).waitFor();
  await checkOpen(page, 'details-tour-1280');
  const second = tour.getByRole('button', { name: GALLERY_MESSAGES.panorama(2, 2) });
  await second.click();
  expect(await second.getAttribute('aria-pressed')).toBe('true');
  await tour.getByTestId('tour-loading').waitFor({ state: 'detached' });
  expect(await tour.getByText(GALLERY_MESSAGES.tourError).count()).toBe(0);
  expect(await tour.getByRole('link', { name: GALLERY_MESSAGES.tourFlatPicture }).getAttribute('href')).toBe(GALLERY.panoramas[1]);
});

test('the page with a gallery, a review and its map of schools, and its open lightbox, pass axe at 390 and 1280 px; on a phone a swipe shows the next photo; the schools list nearest first and mark the map', async () => {
  const { page } = fixture;
  const { id, title, agent } = await richListing(true);
  const buyer = await createUserWithRole('user');
  await createReview(buyer, id, { propertyTitle: title, agentName: agent.name, rating: 4, comment: 'Bright rooms and a friendly agent.' });
  await signIn(page, buyer);
  for (const width of WIDTHS) {
    // The details page's one axe check per width (e2e/accessibility.test.ts checks its dialog and 404).
    await check(page, 'details-gallery', width, async () => {
      await open(page, `/DetailsPage/${id}`);
      await page.getByTestId('facts-grid').waitFor();
      await toReviews(page);
      await page.getByTestId('review').first().waitFor();
      // The map, its markers and its tiles (from the geo stand-in), so axe judges and the picture shows them.
      await page.getByTestId('neighbourhood').scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: SCHOOL_MARKERS[2] }).waitFor();
      await mapTilesLoaded(page);
    });
    await page.getByRole('button', { name: GALLERY_MESSAGES.showPhotos(PHOTOS.length) }).click();
    const viewer = page.getByRole('dialog', { name: GALLERY_MESSAGES.photoViewer });
    await viewer.waitFor();
    await eventually(() => currentSlide(page)).toBe(GALLERY_MESSAGES.photo(1, PHOTOS.length));
    await page.locator('.yarl__slide_current img').evaluate((image: HTMLImageElement) => image.decode());
    await checkOpen(page, `details-lightbox-${width}`);
    if (width < 600) {
      // A finger dragged from right to left, as Chromium delivers touches (pointer events of type touch).
      const touch = await page.context().newCDPSession(page);
      const y = 400;
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 320, y }] });
      for (const x of [280, 230, 180, 130, 80]) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await eventually(() => currentSlide(page)).toBe(GALLERY_MESSAGES.photo(2, PHOTOS.length));
    }
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  }

  // The schools nearest first: name, kind, distance; the same on the map, which shows them all.
  const rows = await page.getByTestId('nearby-schools').getByTestId('school').allInnerTexts();
  expect(rows.map((row) => row.replace(/\s+/g, ' '))).toEqual(['Riverside Kindergarten Kindergarten 180 m', 'Lincoln Elementary School 450 m', 'Austin Community College College 1.6 km']);
  const map = page.getByRole('region', { name: `Map of ${title}` });
  const mapBox = await map.boundingBox();
  for (const name of [`This property: ${title}`, ...SCHOOL_MARKERS]) {
    const marker = map.getByRole('button', { name, exact: true });
    expect(await marker.getAttribute('title'), name).toBe(name);
    const box = await marker.boundingBox();
    expect(box && mapBox && box.x >= mapBox.x && box.y >= mapBox.y && box.x + box.width <= mapBox.x + mapBox.width && box.y + box.height <= mapBox.y + mapBox.height, `${name} within the map`).toBe(
      true,
    );
  }
  // A marker reached by keyboard opens its popup with Enter.
  await map.getByRole('button', { name: SCHOOL_MARKERS[1] }).focus();
  await page.keyboard.press('Enter');
  expect(await map.locator('.leaflet-popup-content').innerText()).toMatch(/Lincoln Elementary\s+School · 450 m/);
});
