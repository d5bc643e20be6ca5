/**
 * A long text field's count once it nears its limit, e.g. "1.950/2000 karakter": the field's `maxLength` stops
 * typing and cuts a paste at the limit, and the count shows that it did. Characters as the rules count them
 * (code points). Undefined below 90% of the limit (no hint needed).
 */
export const sisaKarakter = (value: string, max: number): string | undefined => {
  const n = [...value].length;
  return n >= max * 0.9 ? `${n.toLocaleString('id-ID')}/${max.toLocaleString('id-ID')} karakter` : undefined;
};
