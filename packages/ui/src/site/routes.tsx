import type { RouteObject } from 'react-router-dom';

/** Public routes with the header and footer (spec §2). */
export const publicRoutes: RouteObject[] = [];
