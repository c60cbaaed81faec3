import { renderToStaticMarkup } from 'react-dom/server';
import type { AuditEntry } from '@shop/contracts';
import { AuditDetails, AuditTable } from './AuditTable';

function buildEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: '0b6f2d8e-6f0c-4c2a-9a53-6d1f7a2b9c10',
    service: 'catalog',
    resource: 'product',
    resourceId: '64b0000000000000000000aa',
    action: 'update',
    actor: { userId: '64b000000000000000000001', email: 'mona@shop.local' },
    before: { title: 'Velvet Matte Lipstick', price: 349.99 },
    after: { title: '<img src=x onerror=alert(1)>', price: 299.99 },
    at: '2026-03-14T10:15:30.000Z',
    traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
    requestId: 'req-1',
    ...overrides,
  };
}

describe('AuditTable', () => {
  it('when an entry is listed, then its row shows who, the service and what changed, with details closed', () => {
    const html = renderToStaticMarkup(<AuditTable entries={[buildEntry()]} />);
    expect(html).toContain('mona@shop.local');
    expect(html).toContain('>catalog<');
    expect(html).toContain('product updated');
    expect(html).toContain('64b0000000000000000000aa');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('Velvet Matte Lipstick');
  });

  it('when the details show, then before and after are JSON text and stored HTML stays text', () => {
    const html = renderToStaticMarkup(<AuditDetails entry={buildEntry()} />);
    expect(html).toContain('&quot;price&quot;: 349.99');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(html).toContain('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it('when an entry is a creation, then its row says created and its before reads (none)', () => {
    const entry = buildEntry({ action: 'create', before: null });
    expect(renderToStaticMarkup(<AuditTable entries={[entry]} />)).toContain('product created');
    expect(renderToStaticMarkup(<AuditDetails entry={entry} />)).toContain('(none)');
  });
});
