/**
 * "Vedi eventi precedenti" (`[data-load-more]`): a list shows one page of
 * cards and links to the next page (`a[data-load-more-link]`), so without
 * JavaScript every card is a link away and no page grows with the archive.
 * With it, a click fetches the next page and appends its cards to this list,
 * focus moves to the first of them, and the link moves on to the page after
 * (or goes, on the last page). Should the fetch fail, the link is followed as
 * plain HTML would: the visitor still gets the next events.
 */
export function enhanceLoadMore(root: Document): void {
  for (const container of root.querySelectorAll<HTMLElement>('[data-load-more]')) {
    const list = container.querySelector<HTMLElement>('[data-load-more-list]');
    const link = container.querySelector<HTMLAnchorElement>('a[data-load-more-link]');
    if (!list || !link) continue;

    link.addEventListener('click', (event) => {
      // A new tab or window, as the visitor asked.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (link.getAttribute('aria-busy') === 'true') return;
      link.setAttribute('aria-busy', 'true');
      void appendNextPage(root, list, link)
        .catch(() => window.location.assign(link.href))
        .finally(() => link.removeAttribute('aria-busy'));
    });
  }
}

async function appendNextPage(root: Document, list: HTMLElement, link: HTMLAnchorElement): Promise<void> {
  const response = await fetch(link.href);
  if (!response.ok) throw new Error(`${response.status} for ${link.href}`);
  // Parsed into an inert template, not a DOMParser document: Chromium checks the <style> elements of the
  // latter against this page's Content-Security-Policy, and reports every one it would refuse.
  const template = root.createElement('template');
  template.innerHTML = await response.text();
  const next = template.content;
  const cards = Array.from(next.querySelector('[data-load-more-list]')?.children ?? []).map((card) =>
    root.importNode(card, true),
  );
  if (!cards.length) throw new Error(`No cards at ${link.href}`);
  list.append(...cards);

  const following = next.querySelector<HTMLAnchorElement>('a[data-load-more-link]')?.getAttribute('href');
  if (following) link.href = new URL(following, link.href).href;
  else link.parentElement?.remove();
  cards[0]?.querySelector<HTMLElement>('a, button, [tabindex]')?.focus();
}
