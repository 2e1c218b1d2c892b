/**
 * Stands for the site's public URL (the server's PUBLIC_URL) in the prerendered pages, sitemap.xml
 * and robots.txt: the build does not know where it will be served, the server does, and replaces
 * it when it sends those files (backend/src/middleware/web-app.ts). A URL itself, so an unreplaced
 * copy is still well-formed HTML and XML.
 */
export const PUBLIC_URL_PLACEHOLDER = 'https://public-url.stitchdesk.invalid';

/**
 * The signed-in areas of the web app: rendered in the browser only (the server answers every path
 * under them with the app's shell), disallowed in robots.txt, never in the sitemap.
 */
export const PRIVATE_AREAS = ['/clientpanel', '/staff'] as const;

/** True for an area's own path and every path under it. */
export function isPrivateAreaPath(pathname: string): boolean {
  return PRIVATE_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}
