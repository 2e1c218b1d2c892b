import type { RouteObject } from 'react-router-dom';

/** The staff console under /staff. Every page is a lazy chunk. */
export const staffRoutes: RouteObject[] = [];
