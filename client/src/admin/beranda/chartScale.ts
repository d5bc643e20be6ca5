/** A y axis for counts: a round top value and its ticks (0, step, 2·step, …, top). */
export interface Scale {
  top: number;
  ticks: number[];
}

/** 1, 2 or 5 × 10^k: the smallest such step that covers `rough`; never below 1 (counts are whole). */
export const niceStep = (rough: number): number => {
  if (rough <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const f = rough / power;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * power;
};

/**
 * About four intervals above the largest value. Small counts keep an axis of at least 0–4, so one
 * expiring agreement is not drawn as a full-height bar.
 */
export const scaleFor = (max: number, intervals = 4): Scale => {
  const step = niceStep(Math.max(max, 0) / intervals);
  const top = Math.max(intervals * step, Math.ceil(Math.max(max, 0) / step) * step);
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += step) ticks.push(t);
  return { top, ticks };
};

/** Height in px of a bar of `value` in a plot `height` px tall. */
export const barHeight = (value: number, top: number, height: number): number =>
  top <= 0 ? 0 : Math.max(0, Math.min(height, (value / top) * height));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

/** "2027-01" → "Jan 27". */
export const shortMonth = (bulan: string): string => {
  const m = /^(\d{4})-(\d{2})$/.exec(bulan);
  if (!m) return bulan;
  return `${MONTHS[Number(m[2]) - 1] ?? m[2]} ${m[1].slice(2)}`;
};
