import type { RouteObject } from 'react-router-dom';

/** The client panel under /clientpanel (spec §2). Every page is a lazy chunk. */
export const panelRoutes: RouteObject[] = [];
