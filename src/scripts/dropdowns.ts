/**
 * Closes the header's dropdowns the way visitors expect: one open at a time,
 * Escape closes the open one and returns focus to its button, a click outside
 * closes it. The dropdowns themselves are <details> and work without this.
 */
export function enhanceDropdowns(root: Document): void {
  const dropdowns = Array.from(root.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]'));
  const closeAll = (except?: HTMLDetailsElement) => {
    for (const dropdown of dropdowns) if (dropdown !== except) dropdown.open = false;
  };

  for (const dropdown of dropdowns) {
    dropdown.addEventListener('toggle', () => {
      if (dropdown.open) closeAll(dropdown);
    });
  }

  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = dropdowns.find((dropdown) => dropdown.open);
    if (!open) return;
    open.open = false;
    open.querySelector('summary')?.focus();
  });

  root.addEventListener('click', (event) => {
    const target = event.target as Node;
    for (const dropdown of dropdowns) if (dropdown.open && !dropdown.contains(target)) dropdown.open = false;
  });
}
