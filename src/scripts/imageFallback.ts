/**
 * Swaps in the association's logo (the `data-fallback` that ApiImage writes)
 * for an API image that fails to load in the browser. One capture-phase
 * listener covers every image, including those the page adds later; images
 * that failed before this script ran are found by their empty natural size.
 */
export function enableImageFallback(root: Document): void {
  const useFallback = (image: HTMLImageElement) => {
    const fallback = image.dataset.fallback;
    if (!fallback) return;
    // Once only: if the logo fails too, the image stays as it is.
    delete image.dataset.fallback;
    image.removeAttribute('srcset');
    image.removeAttribute('sizes');
    image.src = fallback;
    image.style.backgroundColor = '';
    image.classList.add('api-image--fallback');
  };

  root.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) useFallback(event.target);
    },
    true,
  );

  for (const image of root.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    if (image.complete && image.naturalWidth === 0) useFallback(image);
  }
}
