/**
 * "Show more" for a long list (`[data-load-more]`): every item is in the HTML,
 * so without JavaScript the whole list is there. This script hides all but the
 * first batch, reveals the button, and each click shows the next batch and
 * moves focus to the first item it revealed.
 */
export function enhanceLoadMore(root: Document): void {
  for (const container of root.querySelectorAll<HTMLElement>('[data-load-more]')) {
    const batch = Number(container.dataset.loadMore);
    const list = container.querySelector<HTMLElement>('[data-load-more-list]');
    const button = container.querySelector<HTMLButtonElement>('[data-load-more-button]');
    if (!list || !button || !(batch > 0)) continue;
    const items = Array.from(list.children) as HTMLElement[];
    if (items.length <= batch) continue;

    let shown = batch;
    items.forEach((item, index) => (item.hidden = index >= shown));
    button.hidden = false;

    button.addEventListener('click', () => {
      const next = items.slice(shown, shown + batch);
      for (const item of next) item.hidden = false;
      shown += next.length;
      next[0]?.querySelector<HTMLElement>('a, button, [tabindex]')?.focus();
      if (shown >= items.length) button.hidden = true;
    });
  }
}
