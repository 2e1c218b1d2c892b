import type { Viewer } from '../../policies.ts';

/** The staff member a query is answered for (what they see is the policies module's rule). */
export type StaffViewer = Viewer;

/** `text` made literal for ILIKE: its own %, _ and \ match only themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows to skip for a 1-based page. */
export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
