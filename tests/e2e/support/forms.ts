/** Helpers shared by the live-form journeys. */
import { expect, type Page } from '@playwright/test';

/** A tag unique to one test run, to find what the test stored among everything else. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

interface ToastTimes {
  shown?: number;
  leaving?: number;
  gone?: number;
  /** When the page navigated away, if it did while the toast was up. */
  left?: number;
}

/**
 * Starts recording, in the page, when the toast appears, starts sliding out and
 * disappears (performance.now()). Kept in sessionStorage: a toast may end with
 * the page navigating away.
 */
export async function watchToast(page: Page): Promise<void> {
  await page.evaluate(() => {
    const times: Record<string, number> = {};
    const save = () => sessionStorage.setItem('toastTimes', JSON.stringify(times));
    save();
    new MutationObserver(() => {
      const toast = document.querySelector('.toast');
      const now = performance.now();
      if (toast && times.shown === undefined) times.shown = now;
      if (toast?.classList.contains('toast--leaving') && times.leaving === undefined) times.leaving = now;
      if (!toast && times.shown !== undefined && times.gone === undefined) times.gone = now;
      save();
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    addEventListener('beforeunload', () => {
      if (times.shown !== undefined && times.gone === undefined) times.left = performance.now();
      save();
    });
  });
}

/** Waits for the watched toast to end, then checks it stayed `durationMs` and slid out during its last 500 ms. */
export async function expectToastLasted(page: Page, durationMs: number): Promise<void> {
  let times: ToastTimes = {};
  await expect(async () => {
    times = JSON.parse((await page.evaluate(() => sessionStorage.getItem('toastTimes'))) ?? '{}') as ToastTimes;
    expect(times.gone ?? times.left).toBeDefined();
  }).toPass({ timeout: durationMs + 5000 });
  const end = (times.gone ?? times.left)!;
  // Timers only ever fire late, never early; allow for a busy machine.
  expect(end - times.shown!).toBeGreaterThanOrEqual(durationMs - 50);
  expect(end - times.shown!).toBeLessThan(durationMs + 1500);
  expect(end - times.leaving!).toBeGreaterThanOrEqual(400);
  expect(end - times.leaving!).toBeLessThan(900);
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
