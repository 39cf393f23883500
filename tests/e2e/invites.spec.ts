/**
 * Organisations, members and invites (spec 000 sections 2.6, 2.7, 4.4, 4.5) in Chromium against
 * the real server: the demo owner invites two addresses (one invalid), the invitee signs up
 * through the mailed link, verifies and accepts, appears in Members as a producer, is made a
 * viewer (who sees "No permission." and cannot invite, not even by calling the API), and is
 * removed, at which point their open page loses access live.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, signInAsDemoOwner, test } from './fixtures';
import { freshEmail, outboxFor, PASSWORD, signUpLink } from './support/accounts';
import type { TestServer } from './support/server';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Account navigation' });

async function linkInMail(server: TestServer, email: string, pattern: RegExp): Promise<string> {
  await expect.poll(async () => (await outboxFor(server, email)).some((m) => pattern.test(m.text))).toBe(true);
  const mail = (await outboxFor(server, email)).find((m) => pattern.test(m.text))!;
  return pattern.exec(mail.text)![0];
}

/** The owner invites one address from the organisation's events page. */
async function inviteFromEventsPage(owner: Page, email: string) {
  await nav(owner).getByRole('link', { name: 'Events, Demo Organisation' }).click();
  await owner.getByRole('button', { name: 'Add member' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Send invites to Demo Organisation' });
  await dialog.getByLabel('Emails').fill(email);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(owner.getByText('1 invites sent!')).toBeVisible();
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  return context.newPage();
}

test('an owner invites, the invitee signs up through the link and accepts, the owner demotes and removes them', async ({ page: owner, browser, server }) => {
  const invitee = freshEmail('invitee');
  await signInAsDemoOwner(owner, server);

  // The organisation's events page and its invite dialog.
  await nav(owner).getByRole('link', { name: 'Events, Demo Organisation' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Demo Organisation Events' })).toBeVisible();
  await expect(owner.getByRole('list', { name: 'Organisation events' }).getByText('Demo Event')).toBeVisible();
  await expectAccessible(owner);
  const orgUrl = owner.url();
  const orgId = orgUrl.split('/organization/')[1];

  await owner.getByRole('button', { name: 'Add member' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Send invites to Demo Organisation' });
  await expect(dialog.getByText('Tip: Separate by commas to invite multiple')).toBeVisible();
  await dialog.getByLabel('Emails').fill(`${invitee.toUpperCase()}, not-an-email`);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Sending invites to:')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText([invitee]);
  await expectAccessible(owner);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(owner.getByText('1 invites sent!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The Members page lists the pending invite.
  await nav(owner).getByRole('link', { name: 'Members, Demo Organisation' }).click();
  await owner.getByRole('tab', { name: 'Invites' }).click();
  const inviteRow = owner.getByRole('row', { name: new RegExp(invitee) });
  await expect(inviteRow.getByText('Processing')).toBeVisible();
  await expectAccessible(owner);

  // The invitee follows the mailed link, signs up there, follows the sign-up mail's link, and the invite is accepted.
  const link = await linkInMail(server, invitee, /https?:\/\/\S+\/invite\/\S+/);
  const guest = await newPage(browser);
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1, name: 'Demo invited you to join Demo Organisation' })).toBeVisible();
  // One card, one product name: the sign-in form sits in the invitation's card, not in a second one.
  await expect(guest.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
  await expect(guest.locator('.ant-card, .auth-card')).toHaveCount(1);
  await expect(guest.getByText('EventDesk', { exact: true })).toHaveCount(1);
  await expectAccessible(guest);
  await guest.getByRole('button', { name: 'Create an account' }).click();
  await expect(guest.getByLabel('Email')).toHaveValue(invitee);
  await guest.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await guest.getByLabel('Confirm password').fill(PASSWORD);
  await guest.getByRole('button', { name: 'Sign up' }).click();
  await expect(guest.getByRole('heading', { level: 2, name: 'Check your email to finish signing up' })).toBeVisible();
  await expectAccessible(guest);

  await guest.goto(await signUpLink(server, invitee));
  // Said on the page and in a toast, which can both show for a moment.
  await expect(guest.getByText('Invite accepted!').first()).toBeVisible();
  await expect(guest).toHaveURL(`${server.url}/`);
  await expect(nav(guest).getByText('Demo Organisation', { exact: true })).toBeVisible();
  await expect(nav(guest).getByRole('link', { name: 'Members, Demo Organisation' })).toHaveCount(0);

  // The owner sees them as a producer, and the invite as accepted.
  await expect(inviteRow.getByText('accepted')).toBeVisible();
  await owner.getByRole('tab', { name: 'Members' }).click();
  const permission = owner.getByRole('combobox', { name: `Permission for ${invitee}` });
  await expect(owner.getByRole('row', { name: new RegExp(invitee) }).getByText('producer')).toBeVisible();
  await expectAccessible(owner);

  // As a producer they open the demo event's Access tab: their own row, no call refused behind it.
  await guest.getByRole('button', { name: 'Demo Event', exact: true }).click();
  await guest.getByRole('navigation', { name: 'Event navigation' }).getByRole('link', { name: 'Settings', exact: true }).click();
  await guest.getByRole('tab', { name: 'Access' }).click();
  await expect(guest.getByRole('cell', { name: invitee, exact: true })).toBeVisible();
  await guest.getByRole('button', { name: 'Back to my events' }).click();

  // The owner makes them a viewer.
  await permission.click();
  // antd lists only a window of its options to assistive technology; the visible one is clicked.
  await owner.locator('.ant-select-item-option[title="viewer"]').click();
  await expect(owner.getByText('Permission updated')).toBeVisible();

  // The viewer cannot manage members or invite, in the UI or by calling the API.
  await guest.goto(`${server.url}/member/${orgId}`);
  await expect(guest.getByText('No permission.').first()).toBeVisible();
  await expectAccessible(guest);
  await guest.goto(`${server.url}/organization/${orgId}`);
  await expect(guest.getByRole('heading', { level: 1, name: 'Demo Organisation Events' })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Add member' })).toHaveCount(0);
  const forged = await guest.request.post(`${server.url}/api/call/sendInvites`, { data: { resourceId: orgId, emails: ['mallory@example.com'] } });
  expect(forged.status()).toBe(403);
  expect(await outboxFor(server, 'mallory@example.com')).toEqual([]);

  // The owner removes them; the viewer's open page loses access at once.
  await owner.getByRole('button', { name: `Actions for ${invitee}` }).click();
  await owner.getByRole('menuitem', { name: 'Delete' }).click();
  await owner.getByRole('button', { name: 'Yes' }).click();
  await expect(owner.getByText('User removed from resource!')).toBeVisible();
  await expect(owner.getByRole('row', { name: new RegExp(invitee) })).toHaveCount(0);
  await expect(guest.getByText("You don't have access to this resource").first()).toBeVisible();
  await guest.context().close();
});

test('an invite link opened by another signed-in user, or with a forged address, accepts nothing', async ({ page, browser, server, consoleErrors }) => {
  const invitee = freshEmail('someone');
  const owner = await newPage(browser);
  await signInAsDemoOwner(owner, server);
  await inviteFromEventsPage(owner, invitee);
  const link = await linkInMail(server, invitee, /https?:\/\/\S+\/invite\/\S+/);

  // The demo owner is signed in here with another address.
  await signInAsDemoOwner(page, server);
  await page.goto(link);
  await expect(page.getByText("The invite doesn't belong to this user")).toBeVisible();
  await expect(page.getByText('Please login to the correct account inorder to accept the invite.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'To Dashboard' })).toBeVisible();
  await expectAccessible(page);

  // The same invite id with another address in the link is no invite at all.
  consoleErrors.allow(/status of 404 \(Not Found\) at \S+\/api\/call\/getInvite$/);
  await page.goto(link.replace(/\/[^/]+$/, '/mallory%40example.com'));
  await expect(page.getByText('This invitation does not exist or has been withdrawn.', { exact: false })).toBeVisible();
  await expectAccessible(page);

  // Signing out from the wrong account leads back to the sign-in page.
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have been signed out!')).toBeVisible();
  await owner.context().close();
});

test('a signed-in user with a verified address sees invitations as cards, declines one and accepts another', async ({ page, browser, server }) => {
  const member = freshEmail('member');
  await page.goto(`${server.url}/signup`);
  await page.getByLabel('Email').fill(member);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email to finish signing up' })).toBeVisible();
  await page.goto(await signUpLink(server, member));
  await expect(page.getByRole('heading', { level: 1, name: 'My events' })).toBeVisible();

  const owner = await newPage(browser);
  await signInAsDemoOwner(owner, server);

  // The card appears live on the open events page.
  await inviteFromEventsPage(owner, member);
  const card = page.getByRole('listitem', { name: 'Invitation to Demo Organisation' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invitations' })).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Invitation declined.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await nav(owner).getByRole('link', { name: 'Members, Demo Organisation' }).click();
  await owner.getByRole('tab', { name: 'Invites' }).click();
  await expect(owner.getByRole('row', { name: new RegExp(member) })).toHaveCount(0);

  await inviteFromEventsPage(owner, member);
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Invite accepted!')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(nav(page).getByText('Demo Organisation', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Demo Event', exact: true })).toBeVisible();
  await owner.context().close();
});
