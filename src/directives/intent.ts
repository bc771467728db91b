/**
 * `client:intent`: hydrates an island only when the visitor reaches for it
 * (pointer over it, a press, keyboard focus). Until then the page downloads
 * none of its JavaScript, which suits small controls most visitors never use,
 * such as the header's switches. A click that lands before the island is live
 * is held and replayed on the same element once it is, so it is neither lost
 * nor half-handled (a link followed before its handler ran). Should the
 * island not come alive within HOLD_LIMIT_MS, the click goes through as plain
 * HTML would have it: a link is still followed.
 */
import type { ClientDirective } from 'astro';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;
const ACTIONABLE = 'a[href], button, input, select, textarea, label, summary, [role="button"]';
const HOLD_LIMIT_MS = 3000;

const intent: ClientDirective = (load, _options, island) => {
  let hydrating: Promise<void> | undefined;
  let heldClick: HTMLElement | undefined;

  const release = () => {
    island.removeEventListener('click', hold, true);
    const target = heldClick;
    heldClick = undefined;
    target?.click();
  };

  function hydrate(): Promise<void> {
    hydrating ??= (async () => {
      for (const type of INTENT_EVENTS) island.removeEventListener(type, onIntent);
      try {
        const run = await load();
        await run();
        // React hydrates in a transition: let it commit before a held click reaches the element.
        await new Promise((resolve) => setTimeout(resolve));
      } finally {
        release();
      }
    })();
    return hydrating;
  }

  function onIntent() {
    void hydrate();
  }

  function hold(event: Event) {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(ACTIONABLE) : null;
    if (!target || !island.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = target;
    setTimeout(() => heldClick === target && release(), HOLD_LIMIT_MS);
    void hydrate();
  }

  island.addEventListener('click', hold, true);
  for (const type of INTENT_EVENTS) island.addEventListener(type, onIntent, { passive: true });
};

export default intent;
