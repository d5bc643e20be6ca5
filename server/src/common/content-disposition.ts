/**
 * Content-Disposition of a download (RFC 6266): always a quoted ASCII name for old clients and the exact
 * UTF-8 name beside it, for stored files, legacy downloads and reports alike.
 */
export const contentDisposition = (name: string, inline: boolean): string => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};
