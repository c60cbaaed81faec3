import { ADMIN } from '../../support/api';
import { adminApi, eventually, openAdmin, ownProduct, useBrowser } from './admin-support';

interface AuditPage {
  entries: Array<{ resource: string; resourceId: string | null; before: unknown; after: unknown }>;
}

describe('audit log', () => {
  const browser = useBrowser();

  it('when an admin changes a price, then the audit log shows who changed it from what to what, and it cannot be edited', async () => {
    const product = await ownProduct(120, 'Audit Serum');
    try {
      await adminApi(`/products/${product._id}`, { method: 'PUT', body: { price: 135.5 } });
      // the entry travels through catalog's outbox and RabbitMQ to the audit service
      await eventually(async () => {
        const log = await adminApi<AuditPage>(`/audit?resource=product.price&resourceId=${product._id}`);
        if (log.entries.length !== 1) throw new Error('not recorded yet');
      });

      const page = browser.page();
      await openAdmin(page, '/admin/audit');
      await page.getByLabel('Resource').fill('product.price');
      await page.getByRole('button', { name: 'Apply' }).click();
      // the filtered list replaces the whole log (which also holds the product's creation)
      const row = page.getByTestId('audit-row').filter({ hasText: product._id });
      await eventually(async () => {
        if ((await row.count()) !== 1) throw new Error('the resource filter has not applied yet');
      });
      const rowText = await row.textContent();
      expect(rowText).toContain('product.price updated');
      expect(rowText).toContain(ADMIN.email);
      await row.getByRole('button', { name: 'Details' }).click();
      const text = (await page.locator('pre').allTextContents()).join('\n');
      expect(text).toMatch(/"price": 120/);
      expect(text).toMatch(/"price": 135\.5/);
      const hide = row.getByRole('button', { name: 'Hide details' });
      expect(await hide.getAttribute('aria-expanded')).toBe('true');
      await hide.click();
      await page.locator('pre').first().waitFor({ state: 'detached' });
      expect(await row.getByRole('button', { name: 'Details' }).getAttribute('aria-expanded')).toBe('false');

      const edit = await fetch(`${process.env.E2E_BASE_URL}/api/audit`, { method: 'DELETE' });
      expect(edit.status).toBeGreaterThanOrEqual(400);
    } finally {
      await product.cleanup();
    }
  });
});
