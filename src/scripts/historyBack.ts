/**
 * Back buttons (`a[data-history-back]`): a link to the list, which works
 * everywhere; when the visitor came here from another page of this site it
 * goes back in history instead, so they return where they were on the list.
 */
export function enhanceBackLinks(root: Document): void {
  if (!cameFromThisSite()) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-history-back]')) {
    link.addEventListener('click', (event) => {
      // A new tab or window (modifier keys, middle click) still opens the list.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      history.back();
    });
  }
}

function cameFromThisSite(): boolean {
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}
