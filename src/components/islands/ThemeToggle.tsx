import { useStore } from '@nanostores/react';
import { $darkMode, toggleDarkMode } from '../../stores/preferences.ts';

export interface ThemeToggleProps {
  /** Accessible name of the switch, e.g. "Dark theme". */
  label: string;
}

/**
 * The dark-mode switch: a toggle button whose pressed state is "dark theme on".
 * Before it hydrates (client:intent), the boot script has set its pressed state
 * and CSS shows the icon of the page's theme, so it reads right from the start.
 */
export default function ThemeToggle({ label }: ThemeToggleProps) {
  // The persistent store reads the same saved value the boot script applied to the page.
  const dark = useStore($darkMode);
  return (
    <button
      type="button"
      className="icon-button theme-toggle needs-js"
      aria-pressed={dark}
      title={label}
      onClick={toggleDarkMode}
    >
      {/* Both icons: global.css shows the one of the page's theme, right from the first paint. */}
      <svg
        className="theme-toggle__icon theme-toggle__icon--dark"
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        focusable="false"
      >
        <path fill="currentColor" d="M20.7 14.9A8.5 8.5 0 0 1 9.1 3.3a8.5 8.5 0 1 0 11.6 11.6Z" />
      </svg>
      <svg
        className="theme-toggle__icon theme-toggle__icon--light"
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        focusable="false"
      >
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="12" cy="12" r="4.5" fill="currentColor" />
          <path d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8" />
        </g>
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
