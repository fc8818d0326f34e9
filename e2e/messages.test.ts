// Messages with agents (docs/decisions.md "Messages with agents"): a buyer writes to a listing's agent from the details page; the
// agent, in a second browser, sees the conversation unread in the inbox and replies; the buyer sees
// the reply live. Bad input (empty, blank, overlong) is refused with a message and nothing is sent;
// someone else's conversation stays closed. axe and screenshots at 390 and 1280 px.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { CONVERSATION_MESSAGES, conversationId, MESSAGE_MAX_LENGTH } from '@homehaven/domain/conversations';
import { check, screenshot, WIDTHS } from './support/axe';
import { TRIGGER_WAIT, eventually, open, signIn, waitForPath, waitForText } from './support/app';
import { DESKTOP, useBrowser } from './support/browser';
import { FIRESTORE_URL, PROJECT_ID } from './support/config';
import { createUserWithRole, type TestUser } from './support/emulators';
import { readFixture, setFixture, updateFixture } from './support/firestore-rest';
import { createListing, FIXTURE_IMAGE, secondsAgo, uniqueWord } from './support/listings';

const fixture = useBrowser();
const INBOX = '/dashboard/messages';

/** With MESSAGES_SHOTS set, a screenshot of a state the axe checks do not cover, for people to look at. */
async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.MESSAGES_SHOTS) return;
  await screenshot(page, `${process.env.MESSAGES_SHOTS}/${name}.png`, { fullPage: true });
}

/** A verified listing of a new agent, with a unique title. */
async function listingOfNewAgent(): Promise<{ id: string; title: string; agent: TestUser }> {
  const agent = await createUserWithRole('agent');
  const title = `${uniqueWord()} Cottage`;
  const id = await createListing(agent, { title, location: 'Lakeview, Ohio' });
  return { id, title, agent };
}

/**
 * A conversation with messages as the app and its function leave them (rules bypassed); each message
 * carries countedAt, so the function (which counts each message once) leaves the counts as given.
 */
async function seedConversation(
  buyer: TestUser,
  listing: { id: string; title: string; agent: TestUser },
  messages: { from: TestUser; text: string; at: Date }[],
  unread = { buyer: 0, agent: 0 },
): Promise<string> {
  const id = conversationId(listing.id, buyer.uid);
  const last = messages[messages.length - 1];
  await setFixture(`conversations/${id}`, {
    propertyId: listing.id,
    propertyTitle: listing.title,
    propertyImage: FIXTURE_IMAGE,
    agentUid: listing.agent.uid,
    agentName: listing.agent.name,
    buyerUid: buyer.uid,
    buyerName: buyer.name,
    participants: [buyer.uid, listing.agent.uid],
    createdAt: messages[0]?.at ?? new Date(),
    updatedAt: last?.at ?? new Date(),
    lastMessage: last ? { text: last.text, senderUid: last.from.uid, sentAt: last.at } : null,
    buyerUnread: unread.buyer,
    agentUnread: unread.agent,
  });
  for (const [index, message] of messages.entries()) {
    await setFixture(`conversations/${id}/messages/m${index}`, { senderUid: message.from.uid, text: message.text, sentAt: message.at, countedAt: message.at });
  }
  return id;
}

/** A stored number field of a conversation (the unread counts the function and the reader write). */
async function countOf(id: string, field: 'buyerUnread' | 'agentUnread'): Promise<number | null> {
  const stored = await readFixture(`conversations/${id}`);
  const value = stored?.fields[field]?.integerValue;
  return value === undefined ? null : Number(value);
}

/** The stored texts of a conversation's messages, oldest first. */
async function storedTexts(id: string): Promise<string[]> {
  const response = await fetch(`${FIRESTORE_URL}/v1/projects/${PROJECT_ID}/databases/(default)/documents/conversations/${id}/messages?orderBy=sentAt`, { headers: { Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`listing messages failed: ${response.status}`);
  const body = (await response.json()) as { documents?: { fields: { text: { stringValue: string } } }[] };
  return (body.documents ?? []).map((doc) => doc.fields.text.stringValue);
}

/** The open thread. */
const thread = (page: Page) => page.getByTestId('thread');
/** The message box. */
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Your message' });

test('a buyer messages the agent from the details page; the agent sees it unread, reads and replies; the buyer sees the reply live', async () => {
  const { page } = fixture;
  const listing = await listingOfNewAgent();
  const buyer = await createUserWithRole('user');
  const id = conversationId(listing.id, buyer.uid);

  await signIn(page, buyer);
  await open(page, `/DetailsPage/${listing.id}`);
  await page.getByRole('link', { name: 'Message the agent' }).waitFor();
  await shot(page, 'details-actions-1280');
  await page.getByRole('link', { name: 'Message the agent' }).click();
  await waitForPath(page, `${INBOX}/${id}`);
  await waitForText(page, CONVERSATION_MESSAGES.threadEmpty);
  await page.setViewportSize({ width: 390, height: 860 });
  await shot(page, 'new-conversation-390');
  await page.setViewportSize(DESKTOP);
  await thread(page).getByText(listing.agent.name, { exact: true }).waitFor();
  // Nothing is stored until the first message.
  expect(await readFixture(`conversations/${id}`)).toBeNull();

  await messageBox(page).fill('Is the garden south facing?');
  await messageBox(page).press('Enter');
  await thread(page).getByTestId('message-mine').getByText('Is the garden south facing?').waitFor();
  await eventually(() => messageBox(page).inputValue()).toBe('');
  // The function counts it for the agent, not for the buyer.
  await eventually(() => countOf(id, 'agentUnread'), TRIGGER_WAIT).toBe(1);
  expect(await countOf(id, 'buyerUnread')).toBe(0);

  const agentContext = await fixture.newContext();
  try {
    const agentPage = await agentContext.newPage();
    await signIn(agentPage, listing.agent);
    await open(agentPage, INBOX);
    const row = agentPage.getByTestId('inbox-row').filter({ hasText: listing.title });
    await row.getByText(buyer.name, { exact: true }).waitFor();
    await row.getByText('Is the garden south facing?', { exact: true }).waitFor();
    await row.getByTestId('unread-badge').getByText('1 unread message').waitFor({ state: 'attached' });
    await agentPage.getByTestId('sidebar-unread').first().waitFor({ state: 'attached' });

    // Opening the thread marks it read: the badge goes, in the list beside it too.
    await row.click();
    await waitForPath(agentPage, `${INBOX}/${id}`);
    await thread(agentPage).getByTestId('message-theirs').getByText('Is the garden south facing?').waitFor();
    await eventually(() => countOf(id, 'agentUnread')).toBe(0);
    await row.getByTestId('unread-badge').waitFor({ state: 'detached' });

    // Shift+Enter is a new line; Enter sends.
    await messageBox(agentPage).fill('Yes, it is.');
    await messageBox(agentPage).press('Shift+Enter');
    await messageBox(agentPage).pressSequentially('Come and see it on Saturday.');
    expect(await messageBox(agentPage).inputValue()).toBe('Yes, it is.\nCome and see it on Saturday.');
    await messageBox(agentPage).press('Enter');

    // The buyer's open thread shows the reply without a reload, and stays read.
    await thread(page).getByTestId('message-theirs').getByText('Come and see it on Saturday.', { exact: false }).waitFor();
    await eventually(() => storedTexts(id)).toEqual(['Is the garden south facing?', 'Yes, it is.\nCome and see it on Saturday.']);
    await eventually(() => countOf(id, 'buyerUnread')).toBe(0);

    // The buyer's inbox: the conversation with the agent's name and the latest message.
    await open(page, INBOX);
    const buyerRow = page.getByTestId('inbox-row').filter({ hasText: listing.title });
    await buyerRow.getByText(listing.agent.name, { exact: true }).waitFor();
    await buyerRow.getByText('Yes, it is. Come and see it on Saturday.', { exact: true }).waitFor();
  } finally {
    await agentContext.close();
  }
});

test('empty, blank and overlong messages are refused with a clear message and nothing is sent; others cannot open the conversation', async () => {
  const { page } = fixture;
  const listing = await listingOfNewAgent();
  const buyer = await createUserWithRole('user');
  const id = await seedConversation(buyer, listing, [{ from: buyer, text: 'Hello', at: secondsAgo(60) }], { buyer: 0, agent: 1 });

  await signIn(page, buyer);
  await open(page, `${INBOX}/${id}`);
  await thread(page).getByText('Hello', { exact: true }).waitFor();

  await messageBox(page).press('Enter');
  await waitForText(page, CONVERSATION_MESSAGES.empty);
  await messageBox(page).fill('   \n  ');
  await page.getByRole('button', { name: 'Send' }).click();
  await waitForText(page, CONVERSATION_MESSAGES.empty);

  await messageBox(page).fill('x'.repeat(MESSAGE_MAX_LENGTH + 1));
  await page
    .getByTestId('message-counter')
    .getByText(`${MESSAGE_MAX_LENGTH + 1} / ${MESSAGE_MAX_LENGTH}`)
    .waitFor();
  await messageBox(page).press('Enter');
  await waitForText(page, CONVERSATION_MESSAGES.tooLong);
  await page.setViewportSize({ width: 390, height: 860 });
  await shot(page, 'too-long-390');
  await page.setViewportSize(DESKTOP);
  // The text stays, so it can be shortened.
  expect((await messageBox(page).inputValue()).length).toBe(MESSAGE_MAX_LENGTH + 1);
  expect(await storedTexts(id)).toEqual(['Hello']);
  expect(await thread(page).getByTestId('message-mine').count()).toBe(1);

  // Exactly at the limit it goes.
  await messageBox(page).fill('y'.repeat(MESSAGE_MAX_LENGTH));
  await messageBox(page).press('Enter');
  await eventually(async () => (await storedTexts(id)).length).toBe(2);

  // Another buyer opening the address sees nothing of it.
  const stranger = await createUserWithRole('user');
  const other = await fixture.newContext();
  try {
    const strangerPage = await other.newPage();
    await signIn(strangerPage, stranger);
    await open(strangerPage, `${INBOX}/${id}`);
    await waitForText(strangerPage, CONVERSATION_MESSAGES.threadMissing);
    expect(await strangerPage.getByText('Hello', { exact: true }).count()).toBe(0);
    await shot(strangerPage, 'not-yours-1280');
    // Their own inbox is empty, and says how to start.
    await open(strangerPage, INBOX);
    await waitForText(strangerPage, CONVERSATION_MESSAGES.inboxEmpty);
    await strangerPage.setViewportSize({ width: 390, height: 860 });
    await shot(strangerPage, 'empty-inbox-390');
  } finally {
    await other.close();
  }

  // The agent, on their own listing, is not offered "Message the agent".
  const agentContext = await fixture.newContext();
  try {
    const agentPage = await agentContext.newPage();
    await signIn(agentPage, listing.agent);
    await open(agentPage, `/DetailsPage/${listing.id}`);
    await agentPage.getByRole('heading', { name: 'Interested?' }).waitFor();
    await agentPage.getByText('Reviews, the wishlist and offers are for buyer accounts.').waitFor();
    expect(await agentPage.getByRole('link', { name: 'Message the agent' }).count()).toBe(0);
  } finally {
    await agentContext.close();
  }
});

test('a conversation links to its listing only while the listing is public: withdrawn since, its title is plain text', async () => {
  const { page } = fixture;
  const listing = await listingOfNewAgent();
  const buyer = await createUserWithRole('user');
  const id = await seedConversation(buyer, listing, [{ from: buyer, text: 'Is it still available?', at: secondsAgo(60) }]);
  await signIn(page, buyer);
  await open(page, `${INBOX}/${id}`);
  await thread(page).getByRole('link', { name: listing.title }).waitFor();

  // Its agent is marked fraud: the listing is withdrawn, and its details page is gone for the buyer.
  await updateFixture(`properties/${listing.id}`, { withdrawn: true });
  await thread(page).getByTestId('listing-unlinked').getByText(listing.title).waitFor();
  expect(await thread(page).getByRole('link', { name: listing.title }).count()).toBe(0);
  await thread(page).getByText('Is it still available?', { exact: true }).waitFor();
});

test('the inbox and a thread pass axe at 390 and 1280 px; on a phone the list and the thread are separate screens', async () => {
  const { page } = fixture;
  const listing = await listingOfNewAgent();
  const buyer = await createUserWithRole('user');
  const id = await seedConversation(
    buyer,
    listing,
    [
      { from: buyer, text: 'Hello! Is the cottage still available?', at: secondsAgo(600) },
      { from: listing.agent, text: 'Yes, it is. Would you like to visit?', at: secondsAgo(300) },
      { from: listing.agent, text: 'Saturday morning works for me.\nOr Sunday after 2 pm.', at: secondsAgo(120) },
    ],
    { buyer: 2, agent: 0 },
  );

  await signIn(page, buyer);
  for (const width of WIDTHS) {
    await open(page, INBOX);
    await check(page, 'messages-inbox', width, () => page.getByTestId('inbox-row').filter({ hasText: listing.title }).waitFor());
  }
  // The first visit marks nothing read: the list alone does not open the thread.
  expect(await countOf(id, 'buyerUnread')).toBe(2);

  for (const width of WIDTHS) {
    await open(page, `${INBOX}/${id}`);
    await check(page, 'messages-thread', width, () => thread(page).getByText('Saturday morning works for me.', { exact: false }).waitFor());
    const listVisible = await page.getByRole('list', { name: 'Your conversations' }).isVisible();
    expect(listVisible, `the list beside the thread at ${width}px`).toBe(width >= 1024);
  }
  await eventually(() => countOf(id, 'buyerUnread')).toBe(0);
});
