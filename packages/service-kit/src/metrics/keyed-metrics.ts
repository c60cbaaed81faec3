import type { Metric, Registry } from 'prom-client';

/** A label value as callers have it: a status code may stay a number until the series is first made. */
export type LabelValue = string | number;

interface ExposedValue {
  labels: Record<string, string>;
  value: number;
  metricName?: string;
}

/**
 * Counters and histograms for the per-request path. prom-client's own check the label names and build a hash
 * string on every observation; the gateway made four such observations per forwarded request, 3.6 % of its busy
 * time at 50 connections (`bench/profile-gateway.mjs`). Here a series is found through one Map per label (no hash
 * string built, no labels object checked) and recorded in a few number writes. prom-client's registry still
 * renders them (all it needs of a metric is `name`, `type` and `get()`), so the exposition format, the default
 * labels and the escaping stay prom-client's.
 */
abstract class KeyedMetric<Series> {
  private readonly root = new Map<LabelValue, unknown>();
  private readonly byLabels = new Map<string, Series>();
  protected readonly series: { labels: Record<string, string>; series: Series }[] = [];
  abstract readonly type: 'counter' | 'histogram';
  readonly aggregator = 'sum';

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly string[],
    registry: Registry,
  ) {
    if (labelNames.length === 0) throw new Error(`${name}: a keyed metric needs at least one label`);
    // the registry calls only name, type and get() (see the class comment); its type names prom-client's classes
    registry.registerMetric(this as unknown as Metric);
  }

  /** The series of these label values, one per label name, in order; made on first use. */
  protected seriesOf(values: readonly LabelValue[]): Series {
    if (values.length !== this.labelNames.length)
      throw new Error(`${this.name}: expected ${this.labelNames.length} label values, got ${values.length}`);
    let level = this.root;
    const last = values.length - 1;
    for (let i = 0; i < last; i++) {
      const value = values[i]!;
      let next = level.get(value) as Map<LabelValue, unknown> | undefined;
      if (!next) level.set(value, (next = new Map()));
      level = next;
    }
    const lastValue = values[last]!;
    let found = level.get(lastValue) as Series | undefined;
    if (!found) {
      found = this.seriesLabelled(values.map(String));
      level.set(lastValue, found);
    }
    return found;
  }

  /** By the label values as text, so that 200 and '200' are one series, as they are one in the exposition. */
  private seriesLabelled(values: string[]): Series {
    const key = JSON.stringify(values);
    const known = this.byLabels.get(key);
    if (known) return known;
    const series = this.newSeries();
    const labels: Record<string, string> = {};
    this.labelNames.forEach((name, i) => (labels[name] = values[i]!));
    this.byLabels.set(key, series);
    this.series.push({ labels, series });
    return series;
  }

  protected abstract newSeries(): Series;

  protected abstract values(): ExposedValue[];

  /** What prom-client's registry renders. */
  get(): Promise<{ name: string; help: string; type: string; aggregator: string; values: ExposedValue[] }> {
    const { name, help, type, aggregator } = this;
    return Promise.resolve({ name, help, type, aggregator, values: this.values() });
  }
}

export class KeyedCounter extends KeyedMetric<{ value: number }> {
  readonly type = 'counter';

  inc(labelValues: readonly LabelValue[]): void {
    this.seriesOf(labelValues).value += 1;
  }

  protected newSeries(): { value: number } {
    return { value: 0 };
  }

  protected values(): ExposedValue[] {
    return this.series.map(({ labels, series }) => ({ labels, value: series.value }));
  }
}

interface HistogramSeries {
  /** Observations per bucket (not cumulative); the last one is above every bound. */
  counts: Float64Array;
  sum: number;
  count: number;
}

export class KeyedHistogram extends KeyedMetric<HistogramSeries> {
  readonly type = 'histogram';

  constructor(
    name: string,
    help: string,
    labelNames: readonly string[],
    private readonly buckets: readonly number[],
    registry: Registry,
  ) {
    super(name, help, labelNames, registry);
  }

  observe(labelValues: readonly LabelValue[], value: number): void {
    if (!Number.isFinite(value)) throw new TypeError(`${this.name}: not a number: ${value}`);
    const series = this.seriesOf(labelValues);
    let bucket = 0;
    while (bucket < this.buckets.length && value > this.buckets[bucket]!) bucket++;
    series.counts[bucket]! += 1;
    series.sum += value;
    series.count += 1;
  }

  protected newSeries(): HistogramSeries {
    return { counts: new Float64Array(this.buckets.length + 1), sum: 0, count: 0 };
  }

  protected values(): ExposedValue[] {
    const bucketName = `${this.name}_bucket`;
    return this.series.flatMap(({ labels, series }) => {
      let cumulative = 0;
      const buckets = this.buckets.map((bound, i) => {
        cumulative += series.counts[i]!;
        return { labels: { ...labels, le: String(bound) }, value: cumulative, metricName: bucketName };
      });
      return [
        ...buckets,
        { labels: { ...labels, le: '+Inf' }, value: series.count, metricName: bucketName },
        { labels, value: series.sum, metricName: `${this.name}_sum` },
        { labels, value: series.count, metricName: `${this.name}_count` },
      ];
    });
  }
}
