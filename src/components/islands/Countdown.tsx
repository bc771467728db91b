import { useEffect, useState } from 'react';
import { timeLeft, type TimeLeft } from '../../lib/countdown.ts';

export interface CountdownProps {
  /** The instant counted down to, as an ISO 8601 string with its offset (from the build). */
  target: string;
  /** The countdown's accessible name, e.g. "Time left to the Fly Party". */
  label: string;
  units: { days: string; hours: string; minutes: string; seconds: string };
  /** Shown once the target is reached. */
  doneText: string;
}

/** docs/behaviour.md, "Air show": the countdown ticks every second. */
const TICK_MS = 1000;
const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Days, hours, minutes and seconds to an instant, ticking every second and
 * stopping at zero. It counts from the visitor's clock to a fixed instant, so
 * it is right in any time zone. The server-rendered HTML has no numbers (they
 * would be stale); the page prints the start date and time next to it.
 */
export default function Countdown({ target, label, units, doneText }: CountdownProps) {
  const targetMs = Date.parse(target);
  const [left, setLeft] = useState<TimeLeft | null>(null);

  useEffect(() => {
    const update = () => {
      const next = timeLeft(targetMs, Date.now());
      setLeft(next);
      return next.done;
    };
    if (update()) return;
    const timer = window.setInterval(() => {
      if (update()) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [targetMs]);

  return (
    <div className="countdown" role="timer" aria-label={label}>
      <ol className="countdown__units">
        {UNITS.map((unit) => (
          <li key={unit} className="countdown__unit">
            <span className="countdown__value" data-unit={unit}>
              {left ? String(left[unit]).padStart(2, '0') : '--'}
            </span>
            <span className="countdown__label">{units[unit]}</span>
          </li>
        ))}
      </ol>
      {left?.done && <p className="countdown__done">{doneText}</p>}
    </div>
  );
}
