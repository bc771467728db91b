/**
 * Which copies of a picture the build encodes for each place a page draws it:
 * the widths of its srcset, the `sizes` that tells the browser how wide it is
 * drawn, its crop and its WebP quality.
 *
 * A width earns its place when some real screen picks it, counting no screen
 * as denser than 2 pixels per CSS pixel: beyond that no visitor tells a
 * difference (with normal sight, not even on a phone at 30 cm), and a copy
 * no screen picks costs the archive (GitHub Pages' 1 GB) for nothing.
 * tests/unit/imagePresets.test.ts checks every preset against the screens
 * visitors use, with the choice browsers make from a srcset.
 */
export interface ImagePreset {
  /** Candidate widths in CSS pixels × density; those above the original's width are dropped. */
  widths: number[];
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Crop to this width/height ratio; undefined keeps the original's ratio. */
  aspect?: number;
  quality?: number;
}

export const imagePresets = {
  // 800: a typical phone (390-412 CSS px at 1.75-2x) gets a picture its size, not a 960 one.
  // No 640: every phone is at least 360 CSS px at 2x. Quality 50: these are darkened backdrops under text.
  background: { widths: [800, 1280, 1920], sizes: '100vw', quality: 50 },
  // An event's or the Fly Party's picture, at most a 56rem column (896 CSS px): 720 fits a phone's
  // padded column at 2x, 1080 a desktop's column at 1x, 1600 a 2x laptop's. No 480: only a 1x
  // screen under 512 px would pick it.
  photo: { widths: [720, 1080, 1600], sizes: '(min-width: 58rem) 56rem, calc(100vw - 2rem)', quality: 60 },
  // A member's photo, at most 28rem (448 CSS px) wide: 1080 is more than 2x anywhere (no 1600).
  memberPhoto: { widths: [480, 720, 1080], sizes: '(min-width: 40rem) 28rem, 90vw', quality: 60 },
  // No 320: a card is at least 15rem (240 CSS px) and 480 is what a 1x desktop picks.
  card: {
    widths: [480, 720],
    sizes: '(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 92vw',
    aspect: 4 / 3,
    quality: 60,
  },
  /**
   * The home page's fleet strip (HomeSection.astro's .home-cards--small): two to a row on a phone,
   * four from 40rem, 17.06rem each once the column stops growing at 74rem. `sizes` rounded up (a
   * half and a quarter of the screen rather than the exact calc()s): a few per cent wider than
   * drawn, never narrower, and shorter in a page that must fit its first round trip. The card's
   * copies: 480 for phones and 1x desktops, 720 at 2x.
   */
  fleetStrip: {
    widths: [480, 720],
    sizes: '(min-width: 74rem) 17.1rem, (min-width: 40rem) 25vw, 50vw',
    aspect: 4 / 3,
    quality: 60,
  },
  /**
   * The home hero's video preview: from 60rem the second of two columns (1.2fr 1fr, 2.5rem apart)
   * of a column at most 72rem with 1rem each side, 31.6rem once it stops growing at 74rem; below,
   * the whole column. `sizes` rounded up as the fleet strip's. At least 440 CSS px wide wherever it
   * sits beside the text, and a phone's column at 2x: every screen picks 720 (no 480).
   */
  videoPreview: {
    widths: [720],
    sizes: '(min-width: 74rem) 31.6rem, (min-width: 60rem) 43vw, 100vw',
    aspect: 4 / 3,
    quality: 60,
  },
  /**
   * A member's card in a CardGrid (columns of at least 15rem, 1.25rem apart, in a column of at most
   * 72rem with 1rem each side): one column on a phone, two from 33.25rem, three from 49.5rem, four
   * from 66rem, 17.06rem each once the column stops growing at 74rem. 720 is a phone's card at 2x;
   * no 240: even a 1x desktop's card is wider.
   */
  portrait: {
    widths: [360, 480, 720],
    sizes:
      '(min-width: 74rem) 17.1rem, (min-width: 66rem) calc((100vw - 5.75rem) / 4), ' +
      '(min-width: 49.5rem) calc((100vw - 4.5rem) / 3), (min-width: 33.25rem) calc((100vw - 3.25rem) / 2), ' +
      'calc(100vw - 2rem)',
    aspect: 1,
  },
  /**
   * A carousel slide: drawn at a fixed height, its width following the photo. No 360 nor 540:
   * the narrowest phone at 2x (306 CSS px) already picks 720.
   */
  slide: { widths: [720, 1080], sizes: '(min-width: 40rem) 36rem, 85vw' },
  /** A tiny copy, drawn blurred behind the full image: a few hundred bytes. */
  blurred: { widths: [48], sizes: '48px', quality: 40 },
  // 144: the footer's 4.5rem logos at 1.75-2x. Logos are line art and text, sharper at 3x: 288 kept.
  logo: { widths: [96, 144, 192, 288], sizes: '6rem' },
} satisfies Record<string, ImagePreset>;

export type ImagePresetName = keyof typeof imagePresets;
