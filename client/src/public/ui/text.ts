/** Text rules of the public pages (SPEC §2.1, §9). Pure: unit-tested without a browser. */

/** Activity highlight cut: 50 characters under 992 px width, otherwise 70 (SPEC §9). */
export const HIGHLIGHT_CUT_MOBILE = 50;
export const HIGHLIGHT_CUT_DESKTOP = 70;

export const highlightCut = (isMobile: boolean): number => (isMobile ? HIGHLIGHT_CUT_MOBILE : HIGHLIGHT_CUT_DESKTOP);

/**
 * Cuts `text` to at most `max` characters (not counting the ellipsis) and adds "…" when it was longer.
 * Whitespace is collapsed first; a cut never splits a surrogate pair and drops the space before "…".
 */
export const truncate = (text: string | null | undefined, max: number): string => {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  return `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}…`;
};
