import { SIDEBAR_ENTRIES } from './sidebar-entries';
import { FALLBACK_EMAIL, FALLBACK_NAME, userBadge } from './sidebar-rules';

describe('sidebar', () => {
  it('when listed, then the 13 entries follow the spec order and paths, the audit log before the way out and analytics after all of them', () => {
    expect(SIDEBAR_ENTRIES.map((entry) => [entry.label, entry.to])).toEqual([
      ['Announcements', '/admin/announcement'],
      ['All Users', '/admin/all-users'],
      ['Orders', '/admin/all-orders'],
      ['FAQs', '/admin/faqs'],
      ['Products', '/admin/products'],
      ['Promotional Codes', '/admin/promotional-codes'],
      ['Messages', '/admin/messages'],
      ['Reviews', '/admin/customer-reviews'],
      ['Monetary', '/admin/monetary'],
      ['Configuration', '/admin'],
      ['Audit Log', '/admin/audit'],
      ['Go Back To Website', '/'],
      ['Analytics', '/admin/analytics'],
    ]);
  });

  it('when the user has a name and email, then the footer shows their initial, full name and email', () => {
    expect(userBadge({ first_name: 'mona', last_name: 'Adel', email: 'mona@shop.local' })).toEqual({
      initial: 'M',
      name: 'mona Adel',
      email: 'mona@shop.local',
    });
  });

  it('when the name or email is missing, then the fallbacks show', () => {
    expect(userBadge(null)).toEqual({ initial: 'A', name: FALLBACK_NAME, email: FALLBACK_EMAIL });
    expect(userBadge({ first_name: ' ', last_name: '', email: '' })).toEqual({
      initial: 'A',
      name: 'Admin User',
      email: FALLBACK_EMAIL,
    });
    expect(userBadge({ first_name: 'Omar', last_name: '', email: 'o@x.eg' }).name).toBe('Omar');
  });
});
