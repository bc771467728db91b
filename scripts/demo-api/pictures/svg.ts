// Small helpers shared by the picture drawing modules: numbers and colours written the same way
// on every machine (so the same seed always gives the same SVG, and the same bytes), and a seeded
// random source with the few shapes of randomness the drawings need.

import { seededRandom } from '../random.ts';

/** A number with at most one decimal, as SVG text. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

const channels = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

/** The colour `amount` (0–1) of the way from `from` to `to`, both `#rrggbb`. */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a
    .map((channel, index) =>
      Math.round(channel + ((b[index] ?? 0) - channel) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Seeded randomness: the same seed always draws the same picture. */
export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = seededRandom(seed);
  }

  /** A number in [min, max). */
  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T {
    const item = list[Math.floor(this.next() * list.length)];
    if (item === undefined) throw new Error('Rng.pick() needs a non-empty list');
    return item;
  }
}
