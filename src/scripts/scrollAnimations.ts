/**
 * Scroll animations with aos (settings in aosAnimations.ts). They stay off on
 * phones and for visitors who ask for reduced motion, and aos is only
 * downloaded where it will run. Content is never hidden before aos has
 * prepared it (global.css animates `.aos-init` only), so a page whose script
 * is slow or blocked still shows everything.
 */
const PHONE = '(max-width: 47.99rem)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Starts aos on a page with `[data-aos]` elements, unless the visitor is on a phone or prefers reduced motion. */
export async function startScrollAnimations(root: Document): Promise<void> {
  if (!root.querySelector('[data-aos]')) return;
  if (window.matchMedia(PHONE).matches || window.matchMedia(REDUCED_MOTION).matches) return;
  const { initAos } = await import('./aosAnimations.ts');
  initAos();
  requestAnimationFrame(() => requestAnimationFrame(() => root.documentElement.classList.add('aos-ready')));
}
