import { documentServedFresh, servedFresh } from './served-fresh';

describe('servedFresh', () => {
  it('when the document came over the network, then it is fresh', () => {
    expect(servedFresh({ transferSize: 5_120 })).toBe(true);
  });

  it('when the document came from the browser cache (transferSize 0), then it is not fresh', () => {
    expect(servedFresh({ transferSize: 0 })).toBe(false);
  });

  it('when there is no navigation timing, then it is not taken as fresh', () => {
    expect(servedFresh(undefined)).toBe(false);
  });
});

describe('documentServedFresh', () => {
  it('when the environment has no navigation entry (tests, old browsers), then the answer is no', () => {
    expect(documentServedFresh()).toBe(false);
  });
});
