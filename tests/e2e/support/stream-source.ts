/** A stream made live in an end-to-end test: the encoder it needs, and a real ffmpeg source publishing to it. */
import type { Page } from '@playwright/test';
import { TestSource } from '@server/testing/test-source';
import { expect } from '../fixtures';

/**
 * On a stream's page: creates its transcoder (Low delay, 720p) from the Encoder tab and starts an
 * ffmpeg source publishing to the ingest URL and stream key the page copies. The caller stops it.
 */
export async function publishToNewTranscoder(page: Page): Promise<TestSource> {
  await page.getByRole('tab', { name: 'Encoder' }).click();
  await page.getByRole('button', { name: 'Create transcoder' }).click();
  const transcoder = page.getByRole('dialog', { name: 'Create transcoder' });
  await transcoder.getByText('Low (2 s)').click();
  await transcoder.getByRole('radio', { name: 'HD 720p' }).check();
  await transcoder.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Transcoder created.')).toBeVisible();
  await page.getByRole('button', { name: 'Copy ingest URL' }).click();
  const ingest = await page.evaluate(() => navigator.clipboard.readText());
  await page.getByRole('button', { name: 'Copy stream key' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe(ingest);
  return new TestSource(`${ingest}/${await page.evaluate(() => navigator.clipboard.readText())}`);
}
