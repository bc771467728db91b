/**
 * `client:settled`: hydrates an island once the page has settled (loaded,
 * its first screen painted, the browser idle) and the island is on screen.
 * For islands that must run by themselves but are not what the page is read
 * for, such as the countdown and the photo carousel: their JavaScript never
 * takes bandwidth or main-thread time from the page's text and pictures on a
 * slow connection, and an island below the screen waits until it comes into
 * view, as with `client:visible`.
 */
import type { ClientDirective } from 'astro';

/** Resolves once the page has loaded and painted what it loaded. */
function pageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    if (document.readyState === 'complete') afterPaint();
    else window.addEventListener('load', afterPaint, { once: true });
  });
}

const whenIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 200);
  });

const settled: ClientDirective = (load, _options, island) => {
  void pageSettled()
    .then(whenIdle)
    .then(() => {
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load().then((hydrate) => hydrate());
      });
      // An island's own box may be empty (display: contents): watch what it holds.
      for (const child of island.children) observer.observe(child);
    });
};

export default settled;
