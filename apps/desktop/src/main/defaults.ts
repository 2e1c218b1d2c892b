import path from 'node:path';

/**
 * Where a packaged app connects until the user picks another server in Settings. Kept here, in the
 * main process, so the web site's code never carries it.
 */
export const PRODUCTION_SERVER_URL = 'https://app.stitchdesk.example';
/** The API of `npm start` / `npm run dev` on the same machine. */
export const DEVELOPMENT_SERVER_URL = 'http://localhost:3000';

/**
 * The server used until the user sets one. `STITCHDESK_SERVER_URL` lets an installer or a test
 * preset it; a development run (not packaged, or served by the Vite dev server) talks to localhost.
 */
export function defaultServerUrl(facts: {
  isPackaged: boolean;
  devRendererUrl: string | undefined;
  envServerUrl: string | undefined;
}): string {
  if (facts.envServerUrl) return facts.envServerUrl;
  if (!facts.isPackaged || facts.devRendererUrl) return DEVELOPMENT_SERVER_URL;
  return PRODUCTION_SERVER_URL;
}

/** `<Downloads>/Stitchdesk`; each order's files go into a sub-folder named after its title. */
export function defaultDeliveriesFolder(downloadsDir: string): string {
  return path.join(downloadsDir, 'Stitchdesk');
}
