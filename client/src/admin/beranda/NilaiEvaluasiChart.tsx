import { DataVizPalette, LineChart, type LineChartPoints } from '@fluentui/react-charts';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { shortMonth } from './bulanLabel';
import { ChartFigure } from './ChartFigure';

export interface NilaiBulan {
  bulan: string;
  label: string;
  jumlah: number;
  manfaat?: number | null;
  komitmen?: number | null;
  pelaksanaan?: number | null;
  rataRata?: number | null;
}

const SERIES = [
  { key: 'rataRata', legend: 'Rata-rata', color: DataVizPalette.color1 },
  { key: 'manfaat', legend: 'Manfaat', color: DataVizPalette.color2 },
  { key: 'komitmen', legend: 'Komitmen Mitra', color: DataVizPalette.color3 },
  { key: 'pelaksanaan', legend: 'Pelaksanaan', color: DataVizPalette.color5 },
] as const;

const TITLE = 'Rata-rata nilai evaluasi per bulan';
const dateOf = (bulan: string) => new Date(`${bulan}-01T00:00:00`);
const bulanOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
const fmt = (v: number | null | undefined) => (v == null ? '-' : v.toLocaleString('id-ID', { maximumFractionDigits: 2 }));

/**
 * Average evaluation ratings (1–5) per month over the last 12 months (dashboard): the average of the three
 * ratings and each of them; months without evaluations have no point.
 */
export const NilaiEvaluasiChart = ({ data }: { data: readonly NilaiBulan[] }) => {
  const phone = useMediaQuery('(max-width: 599.98px)');
  const lines: LineChartPoints[] = SERIES.map((s) => ({
    legend: s.legend,
    color: s.color,
    data: data.filter((d) => d[s.key] != null).map((d) => ({ x: dateOf(d.bulan), y: d[s.key] as number, xAxisCalloutData: d.label, yAxisCalloutData: fmt(d[s.key]) })),
  }));
  const total = data.reduce((n, d) => n + d.jumlah, 0);

  return (
    <ChartFigure
      title={TITLE}
      summary={`${total} evaluasi dalam ${data.length} bulan terakhir. Rinciannya ada pada tabel berikut.`}
      testId="nilai-chart"
      head={
        <tr>
          <th scope="col">Bulan</th>
          <th scope="col">Jumlah Evaluasi</th>
          {SERIES.map((s) => (
            <th key={s.key} scope="col">
              {s.legend}
            </th>
          ))}
        </tr>
      }
      body={data.map((d) => (
        <tr key={d.bulan}>
          <th scope="row">{d.label}</th>
          <td>{d.jumlah}</td>
          {SERIES.map((s) => (
            <td key={s.key}>{fmt(d[s.key])}</td>
          ))}
        </tr>
      ))}
    >
      {total === 0 ? (
        <p>Belum ada evaluasi dalam 12 bulan terakhir.</p>
      ) : (
        <LineChart
          data={{ chartTitle: TITLE, lineChartData: lines }}
          height={phone ? 240 : 280}
          yMinValue={0}
          yMaxValue={5}
          yAxisTickCount={5}
          // every month on a laptop; every other month on a phone, where twelve dates do not fit side by side
          tickValues={data.filter((_, i) => !phone || (data.length - 1 - i) % 2 === 0).map((d) => dateOf(d.bulan))}
          customDateTimeFormatter={(d: Date) => shortMonth(bulanOf(d))}
          yAxisTitle={phone ? undefined : 'Nilai (1–5)'}
          culture="id-ID"
          enabledLegendsWrapLines
          legendsOverflowText="lainnya"
          margins={phone ? { left: 32, right: 28, top: 16, bottom: 48 } : undefined}
        />
      )}
    </ChartFigure>
  );
};
