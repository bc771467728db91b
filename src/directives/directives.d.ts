// The project's own client directives (registered in astro.config.mjs), for type checks of `.astro` files.
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate right after the first paint, for islands the visitor uses at once: the forms (src/directives/painted.ts). */
    'client:painted'?: boolean;
    /** Hydrate when the visitor first reaches for the island: pointer, press or focus (src/directives/intent.ts). */
    'client:intent'?: boolean;
    /** Hydrate once the page has loaded and painted, and the island is on screen (src/directives/settled.ts). */
    'client:settled'?: boolean;
  }
}

export {};
