import { changeText, whyText } from './stock-history';

const entry = (reason: Parameters<typeof whyText>[0]['reason'], delta = -2) => ({
  reason,
  orderId: '6650c0ffee0000000000beef',
  by: { kind: 'order' as const, id: '6650c0ffee0000000000beef', name: null },
  changes: [{ option: 'Color', value: 'Ruby', delta, stock: 3 }],
});

describe('stock history texts', () => {
  it('when an order takes or gives back units, then the reason names the order by its last 8 characters', () => {
    expect(whyText(entry('reserved'))).toBe('Reserved by order #0000beef');
    expect(whyText(entry('cancelled', 2))).toBe('Given back: order #0000beef cancelled');
    expect(whyText(entry('reserved', 2))).toBe('Order #0000beef not placed');
  });

  it('when an admin sets the stock, then the admin is named', () => {
    expect(
      whyText({
        ...entry('set by admin', 5),
        orderId: null,
        by: { kind: 'admin', id: 'u1', name: 'admin@glow.eg' },
      }),
    ).toBe('Set by admin@glow.eg');
  });

  it('when a value moves, then the change reads with its sign and the stock after', () => {
    expect(changeText({ option: 'Color', value: 'Ruby', delta: -2, stock: 3 })).toBe(
      'Color: Ruby \u22122 \u2192 3',
    );
    expect(changeText({ option: 'Size', value: '4 g', delta: 5, stock: 9 })).toBe('Size: 4 g +5 \u2192 9');
  });
});
