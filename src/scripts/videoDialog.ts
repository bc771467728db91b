/**
 * The home page's video dialog. The play link points at the video file, so it
 * works without JavaScript; with it, the video opens in a modal dialog: it
 * plays on open, pauses on close, and closes on Escape or a click outside.
 * The dialog returns focus to the link. The file is requested only on open.
 */
export function enhanceVideoDialog(root: Document): void {
  const opener = root.querySelector<HTMLAnchorElement>('[data-video-open]');
  const dialog = root.querySelector<HTMLDialogElement>('[data-video-dialog]');
  const video = dialog?.querySelector('video');
  if (!opener || !dialog || !video) return;

  opener.addEventListener('click', (event) => {
    event.preventDefault();
    if (!video.getAttribute('src')) video.src = opener.href;
    dialog.showModal();
    video.play().catch(() => {
      // Autoplay with sound can be refused; the controls are there to start it.
    });
  });

  dialog.addEventListener('close', () => {
    video.pause();
    opener.focus();
  });

  dialog.querySelector('[data-video-close]')?.addEventListener('click', () => dialog.close());

  // A click on the backdrop lands on the <dialog> itself, outside its content box.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
}
