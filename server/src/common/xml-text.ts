/** Characters XML 1.0 does not allow in a document (C0 controls but tab and line ends, U+FFFE, U+FFFF). */
// eslint-disable-next-line no-control-regex
export const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * A text as an Office file (DOCX, XLSX) may carry it: an invisible control character pasted into a title
 * would otherwise make the file unreadable, or its generator fail. A vertical tab or form feed (a word
 * processor's line or page break in pasted text) becomes a line break, so words are not joined.
 */
export const xmlSafe = (s: string): string => s.replace(/\v|\f/g, '\n').replace(XML_INVALID, '');
