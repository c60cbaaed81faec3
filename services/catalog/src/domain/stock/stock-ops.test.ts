import type { ProductOption } from '@shop/contracts';
import { applyStockOp, stockOpId, type StockOp, type StockedProduct } from './stock-ops';

const options: ProductOption[] = [
  { name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 5 }] },
  { name: 'Size', values: [{ label: '4 g', stock: 2 }] },
];
const product = (stockOps: string[] = []): StockedProduct => ({ title: 'Rose Lipstick', options, stockOps });
const op = (kind: StockOp['kind'], quantity = 2): StockOp => ({
  kind,
  orderId: 'o1',
  seq: 1,
  lines: [
    {
      quantity,
      selectedOptions: [
        { name: 'Color', value: 'Ruby' },
        { name: 'Size', value: '4 g' },
      ],
    },
  ],
});
const stocks = (outcome: ReturnType<typeof applyStockOp>) =>
  outcome.status === 'applied' ? outcome.options.flatMap((o) => o.values.map((v) => v.stock)) : null;

describe('applyStockOp', () => {
  it('when a take fits, then every chosen value loses the units and the take is remembered', () => {
    const outcome = applyStockOp(product(), op('take'));
    expect(stocks(outcome)).toEqual([3, 0]);
    expect(outcome).toMatchObject({ stockOps: [stockOpId('o1', 1, 'take')] });
  });

  it('when a take asks more than one value has, then nothing is taken and that value is named', () => {
    expect(applyStockOp(product(), op('take', 3))).toEqual({
      status: 'short',
      problems: ['Only 2 left of Rose Lipstick (Size: 4 g)'],
    });
  });

  it('when the same take or give comes again, then it is skipped', () => {
    expect(applyStockOp(product(['o1:1:t']), op('take')).status).toBe('skipped');
    expect(applyStockOp(product(['o1:1:g']), op('give')).status).toBe('skipped');
  });

  it('when an abort finds its take, then the units come back; without it, only the marker stops a late take', () => {
    expect(stocks(applyStockOp(product(['o1:1:t']), op('abort')))).toEqual([7, 4]);
    const early = applyStockOp(product(), op('abort'));
    expect(stocks(early)).toEqual([5, 2]);
    expect(applyStockOp(product(['o1:1:a']), op('take')).status).toBe('skipped');
  });

  it('when a give comes, then the units come back even though the take is long forgotten', () => {
    expect(stocks(applyStockOp(product(), op('give')))).toEqual([7, 4]);
  });
});
