/**
 * `client:painted`: hydrates an island right after the page's first
 * contentful paint. For the forms, which the visitor came to use: their HTML
 * is on screen from the first paint (fields, labels, button), and their
 * JavaScript starts downloading once that paint is on screen instead of while
 * the HTML is still being parsed, so on a slow connection it never competes
 * with the first text and picture. With `client:load` the React runtime
 * (about 65 KB) was on the wire before anything was painted.
 */
import type { ClientDirective } from 'astro';

/** Should no paint be reported (a tab opened in the background, an old browser), hydrate after this long. */
const NO_PAINT_LIMIT_MS = 3000;

/** Resolves once the first contentful paint has been presented, as the Paint Timing API reports it. */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      // Two frames later the first one has been produced.
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

const painted: ClientDirective = (load) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    void load().then((run) => run());
  };
  void firstContentfulPaint().then(hydrate);
  setTimeout(hydrate, NO_PAINT_LIMIT_MS);
};

export default painted;
