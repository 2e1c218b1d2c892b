/**
 * The production worksheet of a delivered stitch file, for its client's machines: the file's own
 * signed URL with `/worksheet.pdf` after its name (same signature and expiry). The server makes it
 * at delivery and keeps it, so a download only fetches it.
 */
export function worksheetUrlOf(fileUrl: string): string {
  const query = fileUrl.indexOf('?');
  return query < 0
    ? `${fileUrl}/worksheet.pdf`
    : `${fileUrl.slice(0, query)}/worksheet.pdf${fileUrl.slice(query)}`;
}
