/** Helpers shared by the live-form journeys. */
import { expect, type Page } from '@playwright/test';

/** A tag unique to one test run, to find what the test stored among everything else. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The toast starts sliding out this long before it disappears (docs/behaviour.md, "Toasts"). */
const TOAST_EXIT_MS = 500;

/**
 * Lets the page run the tasks it has already queued: React renders and runs
 * effects from MessageChannel tasks, which the fake clock leaves alone.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 2; round++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/**
 * Stops the clock that `page.clock.install()` put in the page (before it
 * navigated), so that from now on only the test moves time on. It jumps a
 * little ahead first: the page's time flows until the pause takes hold.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 10_000);
}

/**
 * With the page's clock paused (pauseClock) before the press that shows it:
 * checks that the toast stays exactly `durationMs` of the page's time and
 * slides out during its last 500 ms. Returns with the clock at the toast's end
 * (where a page that moves on after its toast has moved on).
 */
export async function expectToastLasted(page: Page, durationMs: number): Promise<void> {
  const toast = page.locator('.toast');
  await expect(toast).toBeVisible();
  await settle(page);
  await page.clock.runFor(durationMs - TOAST_EXIT_MS - 1);
  await settle(page);
  await expect(toast).toBeVisible();
  await expect(toast).not.toHaveClass(/toast--leaving/);
  await page.clock.runFor(1);
  await expect(toast).toHaveClass(/toast--leaving/);
  await page.clock.runFor(TOAST_EXIT_MS - 1);
  await settle(page);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1);
  await expect(toast).toHaveCount(0);
}

/** Presses Tab until `target` has focus, as a keyboard user would (at most `limit` presses). */
export async function tabTo(page: Page, target: import('@playwright/test').Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a label's text exactly; a required field's label ends with its asterisk. */
export function labelPattern(label: string): RegExp {
  return new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`);
}

/** The control labelled exactly `label`. */
export function fieldByLabel(page: Page, label: string): import('@playwright/test').Locator {
  return page.getByLabel(labelPattern(label));
}

/** The red, green and blue of an element's computed colour (`color`, `background-color`…). */
export async function colourOf(
  locator: import('@playwright/test').Locator,
  property: 'color' | 'background-color',
): Promise<[number, number, number]> {
  const value = await locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
  const [red, green, blue] = value.match(/\d+(\.\d+)?/g)!.map(Number);
  return [red!, green!, blue!];
}

/** True for a colour a visitor calls red (red well above green and blue). */
export const isRed = ([red, green, blue]: [number, number, number]) => red > 1.8 * Math.max(green, blue);
/** True for a colour a visitor calls green. */
export const isGreen = ([red, green, blue]: [number, number, number]) => green > 1.8 * Math.max(red, blue);

/**
 * With the page's clock paused while a send is in flight: nothing is said for 9,999 ms, the
 * "still sending" notice appears at 10,000 ms, and 30 s later (well past the 20 s the forms used to
 * give up at) no failure has been reported.
 */
export async function expectStillSendingNotice(page: Page, notice: string, failure: string): Promise<void> {
  const slow = page.getByText(notice);
  await settle(page);
  await page.clock.runFor(9_999);
  await settle(page);
  await expect(slow).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(slow).toBeVisible();
  await page.clock.runFor(30_000);
  await settle(page);
  await expect(page.getByText(failure)).toHaveCount(0);
}
