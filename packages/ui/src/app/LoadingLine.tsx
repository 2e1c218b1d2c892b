/**
 * The line apps/web/index.html shows until the app's code has loaded, as a React element: the root
 * route's HydrateFallback, so the page never goes blank if the router starts before a page's chunk.
 */
export function LoadingLine() {
  return (
    <p
      role="status"
      className="m-0 grid min-h-[80vh] place-items-center text-lg leading-normal font-semibold text-brand-700"
    >
      Loading Stitchdesk…
    </p>
  );
}
