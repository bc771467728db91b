interface LoadingOverlayProps {
  title: string;
  text: string;
}

/**
 * The loading overlay of the live parts of a page (docs/behaviour.md, "Loading and scroll animations"): shown
 * while their data is on its way, announced once, hidden without JavaScript.
 */
export function LoadingOverlay({ title, text }: LoadingOverlayProps) {
  return (
    <div className="loading-overlay needs-js" role="status">
      <span className="spinner" aria-hidden="true" />
      <p className="loading-overlay__title">{title}</p>
      <p className="loading-overlay__text">{text}</p>
    </div>
  );
}
