/**
 * Polls and Zoom meetings end to end in Chromium against the real server, its local media server
 * and an ffmpeg source (issue 16): polls made on /polls with the editor's messages, the encoder
 * link, Zoom meetings added and removed on /zoom, a stream gone live whose console activates a
 * poll, three signed-out viewers voting (two on the poll's page, one on the stream page, where the
 * poll arrives with the video), the results moving on the encoder slideshow and in the console,
 * the exports, and Hide closing the poll.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, openOwnEvent, test } from './fixtures';
import { newComponent, PALETTE } from '@domain/pages/component';
import { callApi as call } from './support/api-call';
import { layoutProblems } from './support/layout';
import { publishToNewTranscoder } from './support/stream-source';

/** A signed-out browser of its own (its own voter token). */
async function visitor(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await page.goto(url);
  return page;
}

async function vote(page: Page, option: string) {
  await page.getByRole('radio', { name: option }).check();
  await page.getByRole('button', { name: 'Vote' }).click();
  await expect(page.getByRole('status')).toHaveText(`Thank you for voting! Your answer: ${option}`);
}

test('polls: create, activate while live, vote from three viewers, live results on the slideshow and the console; Zoom meetings', async ({ page, browser, server }) => {
  test.setTimeout(300_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openOwnEvent(page, server, 'Poll day');
  const eventId = (await page.evaluate(() => localStorage.getItem('eventID')))!;
  const nav = page.getByRole('navigation', { name: 'Event navigation' });

  // /zoom: the empty text, the meeting id rule, the join link, delete with its confirmation.
  await nav.getByRole('link', { name: 'Zoom', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zoom meetings' })).toBeVisible();
  await expect(page.getByText('Currently the event has no Zoom meetings')).toBeVisible();
  await page.getByRole('button', { name: 'Add meeting' }).click();
  const add = page.getByRole('dialog', { name: 'Add meeting' });
  const setMeeting = add.getByRole('button', { name: 'Set meeting' });
  await expect(setMeeting).toBeDisabled();
  await add.getByLabel('Topic').fill('Breakout room');
  await add.getByLabel('Meeting id').fill(' - ');
  await expect(setMeeting).toBeDisabled();
  // The id as the invitation prints it: its digits make the link.
  await add.getByLabel('Meeting id').fill('123 4567-8901');
  await add.getByLabel('Password (optional)').fill('s3cret');
  await expect(add.getByText('https://zoom.us/j/12345678901?pwd=s3cret')).toBeVisible();
  await expectAccessible(page);
  await setMeeting.click();
  await expect(add).toBeHidden();
  const meetingRow = page.getByRole('row', { name: /Breakout room/ });
  await expect(meetingRow.getByRole('link', { name: 'https://zoom.us/j/12345678901?pwd=s3cret' })).toBeVisible();
  await expect(meetingRow.getByRole('cell', { name: 's3cret', exact: true })).toBeVisible();
  await expectAccessible(page);

  // /polls: the editor's messages, a select poll and an input poll, the encoder link.
  await nav.getByRole('link', { name: 'Polls', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Polls' })).toBeVisible();
  await expect(page.getByText('No polls')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create poll' }).click();
  const editor = page.getByRole('dialog', { name: 'Create poll' });
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Please fill the question')).toBeVisible();
  await expect(page.getByText('Poll update failed, please fill all of the fields')).toBeVisible();
  await editor.getByLabel('Question').fill('Which talk next?');
  await editor.getByLabel('Subtext').fill('One vote each');
  await editor.getByRole('textbox', { name: 'Option 1' }).fill('Rust');
  await editor.getByRole('textbox', { name: 'Option 2' }).fill('TypeScript');
  await editor.getByRole('button', { name: 'Add option' }).click();
  await editor.getByRole('textbox', { name: 'Option 3' }).fill('Go');
  await expectAccessible(page);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Poll created')).toBeVisible();
  await expect(editor).toBeHidden();
  const pollRow = page.getByRole('row', { name: /Which talk next\?/ });
  await expect(pollRow.getByRole('cell', { name: 'Select', exact: true })).toBeVisible();
  await expect(pollRow.getByRole('cell', { name: /^\d\d:\d\d - \d\d\.\d\d\.\d{4}$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Create poll' }).click();
  const second = page.getByRole('dialog', { name: 'Create poll' });
  await second.getByLabel('Question').fill('One word for this talk?');
  await second.getByRole('combobox', { name: 'Answer input type' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^Input$/ }).click();
  await second.getByRole('combobox', { name: 'Chart' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Word cloud' }).click();
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second).toBeHidden();

  await pollRow.getByRole('button', { name: 'Copy the link of Which talk next?' }).click();
  const pollUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(pollUrl).toMatch(new RegExp(`/poll/[\\w-]{24}/event/${eventId}$`));
  await page.getByRole('button', { name: 'Create encoder link' }).click();
  const encoderUrl = (await page.getByRole('link', { name: 'Encoder' }).getAttribute('href'))!;
  expect(encoderUrl).toMatch(new RegExp(`/polls/${eventId}/encoder#token=[\\w-]{32}$`));
  await expectAccessible(page);

  // Before the poll is activated its page says it is not open.
  const voterA = await visitor(browser, pollUrl);
  await expect(voterA.getByRole('heading', { level: 1, name: 'Which talk next?' })).toBeVisible();
  await expect(voterA.getByText('This poll is not open for voting right now.')).toBeVisible();
  await expectAccessible(voterA);

  // A stream with a transcoder and a source publishing to it.
  await nav.getByRole('link', { name: 'Streams', exact: true }).click();
  await page.getByRole('button', { name: 'Create stream' }).click();
  const modal = page.getByRole('dialog', { name: 'Create a new stream' });
  await modal.getByLabel('Title').fill('Poll hall');
  await modal.getByRole('radio', { name: 'No' }).check();
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Stream created!')).toBeVisible();
  await page.getByRole('row', { name: /Poll hall/ }).getByRole('link', { name: 'Poll hall', exact: true }).click();
  const streamId = new URL(page.url()).pathname.split('/').pop()!;
  const source = await publishToNewTranscoder(page);
  try {
    await page.goto(`${server.url}/livetool/${streamId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Poll hall' })).toBeVisible();
    await page.getByRole('tab', { name: 'Polls' }).click();
    const consolePoll = page.getByRole('listitem').filter({ hasText: 'Which talk next?' });
    await expect(page.getByText('Polls can be activated and hidden only while the stream is live.')).toBeVisible();
    await expect(consolePoll.getByRole('button', { name: 'Activate Which talk next?' })).toBeDisabled();
    await page.getByRole('button', { name: 'Go live' }).click({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Stop live' })).toBeVisible();

    // A viewer on the stream page, playing behind live.
    const watcher = await visitor(browser, `${server.url}/watch/${eventId}/${streamId}`);
    await expect.poll(() => watcher.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0);

    // Activate, after its confirmation.
    await consolePoll.getByRole('button', { name: 'Activate Which talk next?' }).click();
    await page.getByRole('dialog', { name: 'Activate poll?' }).getByRole('button', { name: 'Activate' }).click();
    await expect(consolePoll.getByText('Active', { exact: true })).toBeVisible();
    await consolePoll.getByRole('button', { name: 'Results of Which talk next?' }).click();
    const consoleResults = consolePoll.getByRole('list', { name: 'Results' });
    await expect(consoleResults).toContainText('Rust: 0');
    await expectAccessible(page);

    // The slideshow, signed out, from the encoder link: it follows the active poll.
    const encoder = await visitor(browser, encoderUrl);
    await encoder.setViewportSize({ width: 1920, height: 1080 });
    await expect(encoder.getByRole('heading', { level: 1, name: 'Which talk next?' })).toBeVisible();
    const slideResults = encoder.getByRole('list', { name: 'Results' });
    await expect(slideResults).toContainText('Rust: 0');
    await expectAccessible(encoder);

    // Three viewers vote: two on the poll's page, one on the stream page once the poll reaches its player.
    await expect(voterA.getByRole('button', { name: 'Vote' })).toBeVisible();
    await vote(voterA, 'Rust');
    await expect(slideResults).toContainText('Rust: 1');
    await expect(consoleResults).toContainText('Rust: 1');
    // The site's Poll block on a phone lists the options: each radio before its whole label, left-aligned, inside the window.
    const pollId = /\/poll\/([\w-]{24})\//.exec(pollUrl)![1];
    const pollBlock = newComponent(PALETTE.find((entry) => entry.key === 'poll')!, 'b-poll');
    const { pageId } = (await call(page, 'createPage', { eventId, page: { title: 'Vote', template: 'container', states: ['prelive', 'live'], tags: [] } })) as { pageId: string };
    await call(page, 'publishPage', { eventId, pageId, components: [{ ...pollBlock, editor: { ...pollBlock.editor, pollID: pollId } }], baseRevision: 0 });
    const phone = await visitor(browser, `${server.url}/page-iframe/${pageId}?iframe=true`);
    await phone.setViewportSize({ width: 390, height: 844 });
    await expect(phone.getByRole('radio', { name: 'TypeScript' })).toBeVisible();
    const options = await phone.locator('label:has(input[type="radio"])').evaluateAll((labels) =>
      labels.map((label) => {
        const box = label.getBoundingClientRect();
        const radio = label.querySelector('input')!.getBoundingClientRect();
        // The label's words alone (its text nodes), not the boxes around them.
        const range = document.createRange();
        const words = [...label.querySelectorAll('span')].flatMap((span) => {
          range.selectNodeContents(span);
          return [...range.getClientRects()];
        });
        const first = words[0];
        const radioMiddle = (radio.top + radio.bottom) / 2;
        return {
          left: box.left,
          right: box.right,
          top: box.top,
          radioBesideText: radio.right <= first.left && radioMiddle >= first.top && radioMiddle <= first.bottom,
          textLines: new Set(words.map((r) => Math.round(r.top))).size,
        };
      }),
    );
    expect(options.length).toBeGreaterThan(1);
    for (const [i, option] of options.entries()) {
      expect(option.left, 'options start at one left edge').toBe(options[0].left);
      expect(option.right, 'an option fits the phone').toBeLessThanOrEqual(390);
      expect(option.radioBesideText, 'the radio sits before its label, on its line').toBe(true);
      expect(option.textLines, 'a short label stays on one line').toBe(1);
      if (i > 0) expect(option.top, 'each option on its own row').toBeGreaterThan(options[i - 1].top);
    }
    expect(await layoutProblems(phone)).toEqual([]);
    await expectAccessible(phone);
    const voterB = await visitor(browser, pollUrl);
    await vote(voterB, 'TypeScript');
    await expect(slideResults).toContainText('TypeScript: 1');
    await expect(watcher.getByRole('heading', { level: 2, name: 'Which talk next?' })).toBeVisible({ timeout: 30_000 });
    await vote(watcher, 'Rust');
    await expect(slideResults).toContainText('Rust: 2');
    await expect(consoleResults).toContainText('Rust: 2');
    await expect(encoder.getByText('3 votes', { exact: true })).toBeVisible();
    await expectAccessible(watcher);
    // A second vote from the same browser is refused.
    await voterA.reload();
    await expect(voterA.getByRole('status')).toHaveText('Thank you for voting! Your answer: Rust');

    // The slideshow steps with the arrow keys.
    await encoder.keyboard.press('ArrowRight');
    await expect(encoder.getByRole('heading', { level: 1, name: 'One word for this talk?' })).toBeVisible();
    await encoder.keyboard.press('ArrowLeft');
    await expect(encoder.getByRole('heading', { level: 1, name: 'Which talk next?' })).toBeVisible();

    // Hide closes the poll for voters.
    await consolePoll.getByRole('button', { name: 'Hide Which talk next?' }).click();
    await expect(consolePoll.getByRole('button', { name: 'Activate Which talk next?' })).toBeEnabled();
    const late = await visitor(browser, pollUrl);
    await expect(late.getByText('This poll is not open for voting right now.')).toBeVisible();

    // The Zooms tab: Activate and Open in Zoom.
    await page.getByRole('tab', { name: 'Zooms' }).click();
    await page.getByRole('button', { name: 'Activate Breakout room' }).click();
    await expect(page.getByRole('button', { name: 'Hide Breakout room' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Breakout room in Zoom' })).toHaveAttribute('href', 'https://zoom.us/j/12345678901?pwd=s3cret');
    await expect(watcher.getByRole('link', { name: 'Join the Zoom meeting' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Stop live' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Stop live?' }).getByRole('button', { name: 'Stop live' }).click();
  } finally {
    await source.stop();
  }

  // The exports: the results as CSV and the chart as an image.
  await page.goto(`${server.url}/polls`);
  await page.getByRole('button', { name: 'Results and export of Which talk next?' }).click();
  const results = page.getByRole('dialog', { name: 'Results: Which talk next?' });
  await expect(results.getByText('3 votes', { exact: true })).toBeVisible();
  await expectAccessible(page);
  const csv = page.waitForEvent('download');
  await results.getByRole('button', { name: 'Export CSV' }).click();
  const csvText = await readFile((await (await csv).path())!, 'utf8');
  expect(csvText).toContain('Which talk next?,Select,Rust,2');
  expect(csvText).toContain('Which talk next?,Select,Total,3');
  const png = page.waitForEvent('download');
  await results.getByRole('button', { name: 'Download chart image' }).click();
  const image = await readFile((await (await png).path())!);
  expect(image.subarray(1, 4).toString()).toBe('PNG');
  await results.getByRole('button', { name: 'Close' }).click();

  // Delete asks first.
  await pollRow.getByRole('button', { name: 'Delete Which talk next?' }).click();
  await expect(page.getByText('Are you sure you want to delete this menu?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Poll deleted!')).toBeVisible();
  await expect(pollRow).toHaveCount(0);

  // Zoom: delete with its message, then the empty text again.
  await nav.getByRole('link', { name: 'Zoom', exact: true }).click();
  await page.getByRole('button', { name: 'Delete Breakout room' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Meeting was successfully removed!')).toBeVisible();
  await expect(page.getByText('Currently the event has no Zoom meetings')).toBeVisible();
});
