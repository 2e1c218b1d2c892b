export { makePdf, makePng } from '../support/files.ts';
export { E2E_ADMIN } from '../support/admin.ts';
