import { isServiceKey, type Revision, type ServiceKey } from '@stitchdesk/shared';

/** The services a revision changed: the keys of its changes (docs/product.md §Revisions, "type"). */
export function revisionKeys(revision: Pick<Revision, 'changes'>): ServiceKey[] {
  return Object.keys(revision.changes ?? {}).filter(isServiceKey);
}

export function revisionTitle(revision: Pick<Revision, 'changes'>): string {
  for (const key of revisionKeys(revision)) {
    const title = revision.changes[key]?.orderTitle;
    if (title) return title;
  }
  return '';
}
