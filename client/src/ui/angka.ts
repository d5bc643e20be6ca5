/**
 * A number as an Indonesian writes it: "1.500.000" (dots group thousands), "1.500.000,50" and "2,5" (a decimal
 * comma), "Rp 2.500"; also the plain "1500000.5" and "1,500,000". "" → undefined (the schema's "tidak boleh
 * kosong"); anything else that is not a number → NaN (its "tidak valid"). A form field for amounts is a text
 * field: a number input read "1.500.000" as 1.5.
 */
export const parseAngka = (s: string): number | undefined => {
  const t = s.trim().replace(/\s|Rp\.?/gi, '');
  if (t === '') return undefined;
  let normalized: string;
  if (/,\d{1,2}$/.test(t) && !/,.*,/.test(t)) normalized = t.replace(/\./g, '').replace(',', '.');
  else if (t.includes(',')) normalized = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(t) ? t.replace(/,/g, '') : 'NaN';
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(t)) normalized = t.replace(/\./g, '');
  else normalized = t;
  const n = /^-?(\d+\.?\d*|\.\d+)$/.test(normalized) ? Number(normalized) : Number.NaN;
  return Number.isFinite(n) ? n : Number.NaN;
};
