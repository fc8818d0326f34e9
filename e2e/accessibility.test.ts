// axe-core on every page of the public marketplace, at phone and desktop widths, with a full-page
// screenshot of each in test-results/screens/ for people to look at.
import { expect, test } from 'vitest';
import { check, checkOpen, WIDTHS } from './support/axe';
import { open, signIn } from './support/app';
import { useBrowser } from './support/browser';
import { sendContactMessage } from './support/contact';
import { createUserWithRole } from './support/emulators';
import { createListing, createReview, uniqueWord } from './support/listings';

const fixture = useBrowser();

test('home passes axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const buyer = await createUserWithRole('user');
  const word = uniqueWord();
  const id = await createListing(agent, { title: `${word} Cottage`, location: `${word} Town` });
  await createReview(buyer, id, { propertyTitle: `${word} Cottage`, agentName: agent.name, rating: 5, comment: 'We loved the garden.' });
  for (const width of WIDTHS) {
    await check(page, 'home', width, async () => {
      await open(page, '/');
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
  }
});

test('All properties, its search results and its empty state pass axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const word = uniqueWord();
  for (let i = 0; i < 3; i += 1) await createListing(agent, { title: `${word} Home ${i}`, location: `${word} Town` });
  for (const width of WIDTHS) {
    await check(page, 'properties', width, async () => {
      await open(page, `/properties?search=${word}`);
      await page.getByTestId('property-card').first().waitFor();
    });
    await check(page, 'properties-empty', width, async () => {
      await open(page, `/properties?search=${uniqueWord()}`);
      await page.getByText('No properties found').waitFor();
    });
  }
});

test("the details page's review dialog and the 404 pass axe at 390 and 1280 px", async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const buyer = await createUserWithRole('user');
  const id = await createListing(agent, { title: `${uniqueWord()} Villa`, location: 'Lakeview, Ohio', details: 'Four bedrooms and a boathouse.' });
  await signIn(page, buyer);
  for (const width of WIDTHS) {
    // The page itself is checked with its gallery and a review (e2e/details.test.ts), once per width.
    await page.setViewportSize({ width, height: 860 });
    await open(page, `/DetailsPage/${id}`);
    await page.getByRole('button', { name: 'Write a review' }).waitFor();
    await page.getByRole('button', { name: 'Write a review' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await checkOpen(page, `review-dialog-${width}`);
    await page.keyboard.press('Escape');
    await check(page, 'details-not-found', width, async () => {
      await open(page, '/DetailsPage/NoSuchListing');
      await page.getByText('Property not found').waitFor();
    });
  }
});

test('toasts honour reduced motion: they show without bouncing in and without a countdown bar; otherwise they bounce in', async () => {
  const { page } = fixture;
  // What each toast runs as it enters the page (read before it has had time to finish).
  await page.addInitScript(() => {
    const entered: string[][] = [];
    Object.assign(window, { enteredToasts: entered });
    new MutationObserver((records) => {
      // The first toast comes inside its container: look in every element added.
      const added = records.flatMap((record) => Array.from(record.addedNodes)).filter((node) => node instanceof Element);
      for (const toast of added.flatMap((element) => [element, ...Array.from(element.querySelectorAll('*'))]).filter((element) => element.classList.contains('Toastify__toast'))) {
        entered.push(toast.getAnimations({ subtree: true }).map((animation) => ('animationName' in animation ? String(animation.animationName) : 'a transition')));
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const toastAnimations = async (reducedMotion: 'reduce' | 'no-preference') => {
    await page.emulateMedia({ reducedMotion });
    await sendContactMessage(page);
    const hidden = await page.locator('.Toastify__toast .Toastify__progress-bar--wrp').first().getAttribute('data-hidden');
    return { entered: await page.evaluate(() => (window as unknown as { enteredToasts: string[][] }).enteredToasts), hidden };
  };
  // Under reduced motion only the countdown runs (react-toastify closes the toast when it ends), hidden.
  expect(await toastAnimations('reduce')).toEqual({ entered: [['Toastify__trackProgress']], hidden: 'true' });
  const moving = await toastAnimations('no-preference');
  expect(moving.entered[0]).toContain('Toastify__bounceInRight');
  expect(moving.hidden).toBe('false');
});
