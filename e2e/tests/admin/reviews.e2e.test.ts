import { api } from '../../support/api';
import {
  adminApi,
  confirmDelete,
  eventually,
  expectToast,
  openAdmin,
  unique,
  useBrowser,
} from './admin-support';

interface Review {
  _id: string;
  name: string;
  visibility: boolean;
}

describe('reviews', () => {
  const browser = useBrowser();

  it('when the admin publishes a private review, then the storefront lists it', async () => {
    const name = unique('Dina');
    const created = await api<Review>('/review', {
      method: 'POST',
      body: {
        name,
        email: `${unique('dina')}@example.com`,
        comment: 'The serum arrived fast and works wonders.',
        rating: 4,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.visibility).toBe(false);

    const page = browser.page();
    await openAdmin(page, '/admin/customer-reviews');
    await page.getByText('Total Reviews').waitFor();
    await page.getByLabel('Visibility').selectOption('private');
    await page.getByLabel('Rating').selectOption('4');
    await page.getByLabel('Search reviews').fill(name);
    const card = page.getByTestId('review-card').filter({ hasText: name });
    await card.waitFor();
    await card.getByRole('switch', { name: 'Private' }).click();
    await expectToast(page, 'Review is now visible!');

    await eventually(async () => {
      const visible = (await api<Review[]>('/review/visible')).body;
      expect(visible.some((review) => review._id === created.body._id)).toBe(true);
    });

    await page.getByLabel('Visibility').selectOption('visible');
    await card.getByRole('button', { name: `Delete the review by ${name}` }).click();
    await confirmDelete(page);
    await expectToast(page, 'Review deleted successfully!');
    const left = await adminApi<Review[]>('/review');
    expect(left.some((review) => review._id === created.body._id)).toBe(false);
  }, 90_000);
});
