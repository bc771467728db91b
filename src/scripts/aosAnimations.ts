/**
 * aos with the site's settings (docs/behaviour.md, "Loading and scroll
 * animations": offset 120, duration 600, once).
 * Imported on demand by scrollAnimations.ts, so aos and its module helpers
 * are only downloaded where animations run, never on phones.
 */
import AOS from 'aos';

export const scrollAnimationSettings = { offset: 120, duration: 600, once: true } as const;

/** Prepares and starts the animations of the page's `[data-aos]` elements. */
export function initAos(): void {
  AOS.init({ ...scrollAnimationSettings, disableMutationObserver: true });
}
