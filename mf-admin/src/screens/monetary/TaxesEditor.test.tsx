import { renderToStaticMarkup } from 'react-dom/server';
import { taxRow } from './monetary-rules';
import { TaxesEditor } from './TaxesEditor';

const noop = async () => true;

describe('TaxesEditor in Arabic (decision 025)', () => {
  it("when a tax is shown, then its Arabic name sits beside the English one, labelled and right to left", () => {
    const html = renderToStaticMarkup(
      <TaxesEditor
        taxes={[taxRow('VAT', '14', 'ضريبة القيمة المضافة')]}
        onChange={() => {}}
        onAdd={noop}
        onRemove={noop}
        busy={false}
      />,
    );
    expect(html).toContain('Tax name (Arabic)');
    expect(html).toContain('New tax name (Arabic)');
    expect(html).toContain('value="ضريبة القيمة المضافة"');
    expect(html.match(/dir="rtl"/g)).toHaveLength(2);
    expect(html.indexOf('>Tax name<')).toBeLessThan(html.indexOf('Tax name (Arabic)'));
    expect(html.indexOf('Tax name (Arabic)')).toBeLessThan(html.indexOf('Rate (%)'));
  });
});
