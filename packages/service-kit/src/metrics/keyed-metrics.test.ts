import { Counter, Histogram, Registry } from 'prom-client';
import { KeyedCounter, KeyedHistogram } from './keyed-metrics';

const BUCKETS = [0.005, 0.01, 0.1, 1];

function registry(): Registry {
  const created = new Registry();
  created.setDefaultLabels({ service: 'test' });
  return created;
}

/** Every sample line as `name{sorted labels} value`, so that two renderings compare whatever their label order. */
function samples(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([^{ ]+)(?:\{(.*)\})? (.+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = (match[2] ?? '').split(',').filter(Boolean).sort().join(',');
      return `${match[1]}{${labels}} ${match[3]}`;
    })
    .sort();
}

describe('keyed metrics', () => {
  it("when the same requests are counted, then the exposition equals prom-client's own counter's", async () => {
    const theirs = registry();
    const ours = registry();
    const counter = new Counter({
      name: 'requests_total',
      help: 'Requests',
      labelNames: ['route', 'status_code'],
      registers: [theirs],
    });
    const keyed = new KeyedCounter('requests_total', 'Requests', ['route', 'status_code'], ours);
    for (const [route, status] of [
      ['/a', 200],
      ['/a', 200],
      ['/b', 404],
      ['/a', 500],
    ] as const) {
      counter.inc({ route, status_code: String(status) });
      keyed.inc([route, status]);
    }

    expect(samples(await ours.metrics())).toEqual(samples(await theirs.metrics()));
    expect(await ours.metrics()).toContain('# TYPE requests_total counter');
    expect(samples(await ours.metrics())).toContain(
      'requests_total{route="/a",service="test",status_code="200"} 2',
    );
  });

  it("when durations are observed, then buckets, sum and count equal prom-client's own histogram's", async () => {
    const theirs = registry();
    const ours = registry();
    const histogram = new Histogram({
      name: 'duration_seconds',
      help: 'Time',
      labelNames: ['upstream'],
      buckets: BUCKETS,
      registers: [theirs],
    });
    const keyed = new KeyedHistogram('duration_seconds', 'Time', ['upstream'], BUCKETS, ours);
    // on a bound, below the first, between, above the last
    const observations: [string, number][] = [
      ['catalog', 0.01],
      ['catalog', 0.001],
      ['catalog', 0.05],
      ['cart', 3],
      ['cart', 0.1],
    ];
    for (const [upstream, seconds] of observations) {
      histogram.observe({ upstream }, seconds);
      keyed.observe([upstream], seconds);
    }

    expect(samples(await ours.metrics())).toEqual(samples(await theirs.metrics()));
    expect(await ours.metrics()).toContain('# TYPE duration_seconds histogram');
    expect(samples(await ours.metrics())).toContain(
      'duration_seconds_bucket{le="0.01",service="test",upstream="catalog"} 2',
    );
  });

  it('when a number stands for a label value, then it is the same series as its string', async () => {
    const ours = registry();
    const keyed = new KeyedCounter('answers_total', 'Answers', ['status_code'], ours);
    keyed.inc([200]);
    keyed.inc(['200']);
    keyed.inc([200]);

    expect(samples(await ours.metrics())).toEqual(['answers_total{service="test",status_code="200"} 3']);
  });

  it('when the wrong number of label values is given, then it throws instead of making a bad series', () => {
    const keyed = new KeyedCounter('calls_total', 'Calls', ['a', 'b'], registry());

    expect(() => keyed.inc(['only one'])).toThrow('expected 2 label values, got 1');
  });

  it('when a duration is not a number, then it throws', () => {
    const keyed = new KeyedHistogram('waits_seconds', 'Waits', ['queue'], BUCKETS, registry());

    expect(() => keyed.observe(['q'], Number.NaN)).toThrow('not a number');
  });
});
