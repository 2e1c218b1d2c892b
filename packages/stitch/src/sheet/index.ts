/**
 * @stitchdesk/stitch/sheet: the one-page approval sheet PDF of a stitch file. Kept apart from the
 * package's core so only callers that build sheets load the PDF library.
 */
export { approvalSheetPdf, type ApprovalSheetInput } from './approval-sheet.ts';
export { worksheetPdf, worksheetStops, type WorksheetInput, type WorksheetStop } from './worksheet.ts';
