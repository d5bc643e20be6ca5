import { useId } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { barHeight, scaleFor, shortMonth } from './chartScale';
import { visuallyHidden } from '../../ui/sharedStyles';
import { useMediaQuery } from '../../hooks/useMediaQuery';

export interface BulanData {
  bulan: string;
  label: string;
  mou: number;
  pks: number;
}

const W = 720;
const H = 260;
const M = { top: 16, right: 8, bottom: 36, left: 36 };
const PLOT_W = W - M.left - M.right;
const PLOT_H = H - M.top - M.bottom;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0 },
  legend: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, margin: 0, padding: 0, listStyleType: 'none' },
  legendItem: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontSize: tokens.fontSizeBase200 },
  swatch: { width: '12px', height: '12px', borderRadius: '2px', display: 'inline-block' },
  scroll: { overflowX: 'auto', ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` } },
  svg: { display: 'block', width: '100%', minWidth: '560px', height: 'auto' },
  mou: { fill: tokens.colorBrandBackground, backgroundColor: tokens.colorBrandBackground },
  pks: { fill: tokens.colorPaletteMarigoldBorderActive, backgroundColor: tokens.colorPaletteMarigoldBorderActive },
  grid: { stroke: tokens.colorNeutralStroke2, strokeWidth: 1 },
  axis: { stroke: tokens.colorNeutralStroke1, strokeWidth: 1 },
  tick: { fill: tokens.colorNeutralForeground3, fontSize: '11px' },
  value: { fill: tokens.colorNeutralForeground2, fontSize: '10px' },
  hidden: visuallyHidden,
  // Phone: one row a month, every month visible, bars against the largest value of all of them.
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, listStyleType: 'none' },
  row: {
    display: 'grid',
    gridTemplateColumns: '52px minmax(0, 1fr)',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  month: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
  pair: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  track: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0, height: '12px' },
  hbar: { height: '10px', borderRadius: '2px', minWidth: '2px' },
  zero: { opacity: 0.35 },
  count: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase100, fontVariantNumeric: 'tabular-nums' },
});

/** The phone layout: months down the screen, bars across it, labels at body size. */
const MonthRows = ({ data, top }: { data: readonly BulanData[]; top: number }) => {
  const styles = useStyles();
  return (
    <ul className={styles.rows} aria-hidden data-testid="bulan-rows">
      {data.map((d) => (
        <li key={d.bulan} className={styles.row} data-testid="bulan">
          <span className={styles.month}>{shortMonth(d.bulan)}</span>
          <span className={styles.pair}>
            {(['mou', 'pks'] as const).map((k) => (
              <span key={k} className={styles.track}>
                <span
                  className={`${styles.hbar} ${styles[k]} ${d[k] === 0 ? styles.zero : ''}`}
                  style={{ width: `${top > 0 ? (d[k] / top) * 85 : 0}%` }}
                  data-value={d[k]}
                />
                <span className={styles.count}>{d[k]}</span>
              </span>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
};

/**
 * Agreements and contracts ending per month (dashboard). A plain SVG bar chart: a described image for
 * screen readers, with the same numbers in a visually hidden table.
 */
export const BerakhirChart = ({ data }: { data: readonly BulanData[] }) => {
  const styles = useStyles();
  const id = useId();
  const phone = useMediaQuery('(max-width: 599.98px)');
  const { top, ticks } = scaleFor(Math.max(0, ...data.map((d) => Math.max(d.mou, d.pks))));
  const group = data.length ? PLOT_W / data.length : PLOT_W;
  const bar = Math.min(22, group * 0.34);
  const y = (v: number) => M.top + PLOT_H - barHeight(v, top, PLOT_H);
  const totalMou = data.reduce((s, d) => s + d.mou, 0);
  const totalPks = data.reduce((s, d) => s + d.pks, 0);

  return (
    <figure className={styles.root}>
      <ul className={styles.legend} aria-hidden>
        <li className={styles.legendItem}>
          <span className={`${styles.swatch} ${styles.mou}`} /> Kesepakatan
        </li>
        <li className={styles.legendItem}>
          <span className={`${styles.swatch} ${styles.pks}`} /> Perjanjian
        </li>
      </ul>
      {phone ? (
        <MonthRows data={data} top={Math.max(0, ...data.map((d) => Math.max(d.mou, d.pks)))} />
      ) : (
      <div className={styles.scroll} tabIndex={0} role="group" aria-label="Grafik berakhir per bulan (dapat digeser)">
        <svg className={styles.svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`}>
          <title id={`${id}-t`}>Kesepakatan dan Perjanjian yang berakhir per bulan</title>
          <desc id={`${id}-d`}>
            {`${data.length} bulan ke depan: ${totalMou} kesepakatan dan ${totalPks} perjanjian berakhir. Rinciannya ada pada tabel berikut.`}
          </desc>
          {ticks.map((t) => (
            <g key={t}>
              <line className={t === 0 ? styles.axis : styles.grid} x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} />
              <text className={styles.tick} x={M.left - 6} y={y(t)} textAnchor="end" dominantBaseline="middle">
                {t}
              </text>
            </g>
          ))}
          {data.map((d, i) => {
            const cx = M.left + group * i + group / 2;
            return (
              <g key={d.bulan} data-testid="bulan">
                {(['mou', 'pks'] as const).map((k, j) => {
                  const v = d[k];
                  const x = cx + (j === 0 ? -bar - 1 : 1);
                  const h = barHeight(v, top, PLOT_H);
                  return (
                    <g key={k}>
                      <rect className={styles[k]} x={x} y={y(v)} width={bar} height={h} rx={2} data-value={v}>
                        <title>{`${d.label}: ${v} ${k === 'mou' ? 'Kesepakatan' : 'Perjanjian'}`}</title>
                      </rect>
                      {v > 0 && (
                        <text className={styles.value} x={x + bar / 2} y={y(v) - 4} textAnchor="middle">
                          {v}
                        </text>
                      )}
                    </g>
                  );
                })}
                <text className={styles.tick} x={cx} y={H - M.bottom + 18} textAnchor="middle">
                  {shortMonth(d.bulan)}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      )}
      <table className={styles.hidden}>
        <caption>Kesepakatan dan Perjanjian yang berakhir per bulan</caption>
        <thead>
          <tr>
            <th scope="col">Bulan</th>
            <th scope="col">Kesepakatan</th>
            <th scope="col">Perjanjian</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.bulan}>
              <th scope="row">{d.label}</th>
              <td>{d.mou}</td>
              <td>{d.pks}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};
