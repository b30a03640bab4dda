import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';

type BarChartProps = {
  /** One label a bar, shown under it. */
  labels: readonly string[];
  /** One value a bar (null: no bar). */
  values: ReadonlyArray<number | null>;
  /** What the bars measure, e.g. "Median days". */
  seriesLabel: string;
  height?: number;
};

/** The theme's colours, read from its CSS variables so both themes keep their contrast. */
function themeColours() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return { bar: read('--primary'), text: read('--muted-foreground'), grid: read('--border') };
}

function buildOptions(u: typeof uPlot, props: BarChartProps, width: number): uPlot.Options {
  const { bar, text, grid } = themeColours();
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 }, font: '12px system-ui, sans-serif' };
  const bars = u.paths.bars?.({ size: [0.6, 48] });
  return {
    width,
    height: props.height ?? 220,
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
    axes: [
      {
        ...axis,
        grid: { show: false },
        splits: () => props.labels.map((_, i) => i),
        values: (_u, splits) => splits.map((i) => props.labels[i] ?? ''),
        rotate: props.labels.length > 6 ? -45 : 0,
        size: props.labels.length > 6 ? 60 : 30,
      },
      { ...axis, size: 44 },
    ],
    series: [{}, { label: props.seriesLabel, fill: bar, stroke: bar, width: 0, paths: bars, points: { show: false } }],
  };
}

/**
 * A bar chart drawn by uPlot, fetched only when a chart first renders (the figures show before
 * the chart library arrives). The canvas is decoration: the numbers are in the table beside it.
 */
export function BarChart(props: BarChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { labels, values } = props;

  useEffect(() => {
    const el = holder.current;
    if (!el) {
      return;
    }
    let chart: uPlot | null = null;
    let cancelled = false;
    let lib: typeof uPlot | null = null;
    const data: uPlot.AlignedData = [labels.map((_, i) => i), values.map((v) => v)];
    const draw = () => {
      if (!lib || cancelled) {
        return;
      }
      chart?.destroy();
      chart = new lib(buildOptions(lib, props, Math.max(200, el.clientWidth)), data, el);
    };
    const resize = new ResizeObserver(() => {
      if (chart && el.clientWidth > 0 && Math.abs(chart.width - el.clientWidth) > 1) {
        chart.setSize({ width: Math.max(200, el.clientWidth), height: chart.height });
      }
    });
    // A theme switch changes the CSS variables: draw again with the new colours.
    const theme = new MutationObserver(draw);
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([mod]) => {
        lib = mod.default;
        draw();
        resize.observe(el);
        theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      resize.disconnect();
      theme.disconnect();
      chart?.destroy();
    };
    // The chart is rebuilt when its numbers change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [labels.join('|'), values.join('|')]);

  if (failed) {
    return <p className="text-sm text-muted-foreground">The chart could not load; the numbers are in the table.</p>;
  }
  return <div ref={holder} aria-hidden="true" className="min-h-[220px] w-full min-w-0 overflow-hidden" />;
}
