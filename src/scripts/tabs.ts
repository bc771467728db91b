/**
 * Tabs (`[data-tabs]`) following the ARIA tabs pattern. Without JavaScript
 * every panel shows one after the other under its own heading; this script
 * reveals the tab list, shows one panel at a time, and makes the tabs work with
 * the keyboard: arrows move and select (wrapping), Home and End jump to the
 * first and last tab, Tab leaves for the panel.
 */
export function enhanceTabs(root: Document): void {
  for (const container of root.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const list = container.querySelector<HTMLElement>('[data-tab-list]');
    const tabs = Array.from(container.querySelectorAll<HTMLButtonElement>('[data-tab]'));
    const panels = tabs.map((tab) => root.getElementById(tab.dataset.panel ?? ''));
    if (!list || tabs.length === 0 || panels.some((panel) => !panel)) continue;

    // The roles come with the behaviour: the static markup is plain buttons and sections.
    list.setAttribute('role', 'tablist');
    list.setAttribute('aria-label', list.dataset.label ?? '');
    tabs.forEach((tab, index) => {
      tab.setAttribute('role', 'tab');
      tab.setAttribute('aria-controls', panels[index]!.id);
    });

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
    // The first tab is the one selected at first (lib/aircraftTabs.ts orders them so).
    select(0, false);
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
