import { actorLabel, auditQuery, changeLabel, pageCountOf, stateText } from './audit-rules';

describe('audit log rules', () => {
  it('when no filter narrows the list, then only the page and its size are asked', () => {
    expect(auditQuery({ service: 'all', resource: '  ' }, 1, 20)).toBe('?page=1&limit=20');
  });

  it('when a service and a resource are chosen, then both are sent, the resource trimmed and encoded', () => {
    expect(auditQuery({ service: 'order', resource: ' order.status ' }, 3, 20)).toBe(
      '?service=order&resource=order.status&page=3&limit=20',
    );
    expect(auditQuery({ service: 'all', resource: 'a&b=c' }, 1, 20)).toBe(
      '?resource=a%26b%3Dc&page=1&limit=20',
    );
  });

  it('when the total is known, then the page count rounds up and is never below one', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(20, 20)).toBe(1);
    expect(pageCountOf(21, 20)).toBe(2);
  });

  it('when the admin had an e-mail, then it names them; otherwise their user id does', () => {
    expect(actorLabel({ actor: { userId: 'u1', email: 'mona@shop.local' } })).toBe('mona@shop.local');
    expect(actorLabel({ actor: { userId: 'u1', email: null } })).toBe('u1');
  });

  it('when an entry is described, then the resource and what happened to it read as words', () => {
    expect(changeLabel({ resource: 'product.stock', action: 'update' })).toBe('product.stock updated');
    expect(changeLabel({ resource: 'promo', action: 'delete' })).toBe('promo deleted');
    expect(changeLabel({ resource: 'faq', action: 'create' })).toBe('faq created');
  });

  it('when a state is shown, then it is indented JSON text, or (none) when there was none', () => {
    expect(stateText({ price: 299.99 })).toBe('{\n  "price": 299.99\n}');
    expect(stateText(null)).toBe('(none)');
  });
});
