/**
 * Stands for the site's public URL (the server's PUBLIC_URL) in the prerendered pages, sitemap.xml
 * and robots.txt: the build does not know where it will be served, the server does, and replaces
 * it when it sends those files (backend/src/middleware/web-app.ts). A URL itself, so an unreplaced
 * copy is still well-formed HTML and XML.
 */
export const PUBLIC_URL_PLACEHOLDER = 'https://public-url.stitchdesk.invalid';
