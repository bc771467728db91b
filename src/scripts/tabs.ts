/**
 * Tabs (`[data-tabs]`) following the ARIA tabs pattern. Without JavaScript
 * every panel shows one after the other under its own heading; this script
 * reveals the tab list, shows one panel at a time, and makes the tabs work with
 * the keyboard: arrows move and select (wrapping), Home and End jump to the
 * first and last tab, Tab leaves for the panel.
 */
export function enhanceTabs(root: Document): void {
  for (const container of root.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const list = container.querySelector<HTMLElement>('[role="tablist"]');
    const tabs = Array.from(container.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    const panels = tabs.map((tab) => root.getElementById(tab.getAttribute('aria-controls') ?? ''));
    if (!list || tabs.length === 0 || panels.some((panel) => !panel)) continue;

    const select = (selected: number, focus: boolean) => {
      tabs.forEach((tab, index) => {
        const isSelected = index === selected;
        tab.setAttribute('aria-selected', String(isSelected));
        tab.tabIndex = isSelected ? 0 : -1;
        panels[index]!.hidden = !isSelected;
      });
      if (focus) tabs[selected]!.focus();
    };

    panels.forEach((panel, index) => {
      panel!.setAttribute('role', 'tabpanel');
      panel!.setAttribute('aria-labelledby', tabs[index]!.id);
      panel!.tabIndex = 0;
      // The tab names the panel now; its heading was for reading without tabs.
      panel!.querySelector<HTMLElement>('[data-tab-heading]')?.setAttribute('hidden', '');
    });
    const initial = Math.max(
      0,
      tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
    );
    select(initial, false);
    list.hidden = false;
    container.dataset.tabsReady = '';

    tabs.forEach((tab, index) => {
      tab.addEventListener('click', () => select(index, false));
      tab.addEventListener('keydown', (event) => {
        const last = tabs.length - 1;
        const target = {
          ArrowRight: index === last ? 0 : index + 1,
          ArrowLeft: index === 0 ? last : index - 1,
          Home: 0,
          End: last,
        }[event.key];
        if (target === undefined) return;
        event.preventDefault();
        select(target, true);
      });
    });
  }
}
