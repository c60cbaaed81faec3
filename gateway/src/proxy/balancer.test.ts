import { Balancer } from './balancer';

const picks = (balancer: Balancer<string>, count: number) =>
  Array.from({ length: count }, () => balancer.replicas[balancer.pick()]);

describe('Balancer', () => {
  it('when every replica is up, then requests go round them in turn', () => {
    expect(picks(new Balancer(['a', 'b', 'c']), 6)).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
  });

  it('when a replica is marked down, then it is skipped until it is marked up again', () => {
    const balancer = new Balancer(['a', 'b', 'c']);
    balancer.markDown(1);
    expect(picks(balancer, 4)).toEqual(['a', 'c', 'a', 'c']);
    balancer.markUp(1);
    expect(picks(balancer, 3)).toEqual(['a', 'b', 'c']);
  });

  it('when every replica is down, then it still goes round all of them', () => {
    const balancer = new Balancer(['a', 'b']);
    balancer.markDown(0);
    balancer.markDown(1);
    expect(picks(balancer, 4)).toEqual(['a', 'b', 'a', 'b']);
    expect([0, 1].map((index) => balancer.isUp(index))).toEqual([false, false]);
  });

  it('when there is no replica, then it refuses to be built', () => {
    expect(() => new Balancer([])).toThrow();
  });
});
