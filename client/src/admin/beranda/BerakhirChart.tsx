import { DataVizPalette, getColorFromToken, VerticalStackedBarChart, type VerticalStackedChartProps } from '@fluentui/react-charts';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { shortMonth } from './bulanLabel';
import { ChartFigure } from './ChartFigure';

export interface BulanData {
  bulan: string;
  label: string;
  mou: number;
  pks: number;
}

// As colours, not palette tokens: the stacked bar chart fills its bars and legend with the value as given,
// and a token ("qualitative.1") drew them black.
const SERIES = [
  { key: 'mou', legend: 'Kesepakatan', color: getColorFromToken(DataVizPalette.color1) },
  { key: 'pks', legend: 'Perjanjian', color: getColorFromToken(DataVizPalette.color5) },
] as const;

const TITLE = 'Kesepakatan dan Perjanjian yang berakhir per bulan';

/**
 * Agreements and contracts ending per month (dashboard), drawn by Fluent UI's chart library: one stacked bar a
 * month (Kesepakatan and Perjanjian), every month labelled; on a phone the labels wrap ("Des" over "26") and
 * the library leaves out every other one, as twelve do not fit side by side. Not turned 45°: the library turns
 * a label about its tick, which put each one under the next month's bar.
 */
export const BerakhirChart = ({ data }: { data: readonly BulanData[] }) => {
  const phone = useMediaQuery('(max-width: 599.98px)');
  const totalMou = data.reduce((s, d) => s + d.mou, 0);
  const totalPks = data.reduce((s, d) => s + d.pks, 0);
  const top = Math.max(0, ...data.map((d) => d.mou + d.pks));
  const bars: VerticalStackedChartProps[] = data.map((d) => ({
    xAxisPoint: shortMonth(d.bulan),
    xAxisCalloutData: d.label,
    chartData: SERIES.map((s) => ({ legend: s.legend, data: d[s.key], color: s.color })),
  }));

  return (
    <ChartFigure
      title={TITLE}
      summary={`${data.length} bulan ke depan: ${totalMou} kesepakatan dan ${totalPks} perjanjian berakhir. Rinciannya ada pada tabel berikut.`}
      testId="berakhir-chart"
      head={
        <tr>
          <th scope="col">Bulan</th>
          <th scope="col">Kesepakatan</th>
          <th scope="col">Perjanjian</th>
        </tr>
      }
      body={data.map((d) => (
        <tr key={d.bulan}>
          <th scope="row">{d.label}</th>
          <td>{d.mou}</td>
          <td>{d.pks}</td>
        </tr>
      ))}
    >
      <VerticalStackedBarChart
        data={bars}
        height={phone ? 240 : 280}
        chartTitle={TITLE}
        yAxisTitle={phone ? undefined : 'Jumlah'}
        yMaxValue={top < 4 ? 4 : undefined}
        yAxisTickCount={4}
        roundedTicks
        barWidth="auto"
        maxBarWidth={36}
        wrapXAxisLables={phone}
        hideLabels={phone}
        culture="id-ID"
        enabledLegendsWrapLines
        legendsOverflowText="lainnya"
        margins={phone ? { left: 32, right: 28, top: 16, bottom: 48 } : undefined}
      />
    </ChartFigure>
  );
};
