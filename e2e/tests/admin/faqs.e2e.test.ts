import type { Page } from 'playwright-core';
import { adminApi, expectToast, openAdmin, unique, useBrowser } from './admin-support';

interface Faq {
  _id: string;
  question: string;
}

/** The FAQ list shows 3 per page: walk the pages until the question shows. */
async function findFaq(page: Page, question: string) {
  const item = page.getByTestId('faq-item').filter({ hasText: question });
  for (let turn = 0; turn < 3; turn += 1) {
    await page.getByTestId('faq-item').first().waitFor();
    if (await item.count()) return item;
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await item.waitFor();
  return item;
}

describe('FAQs', () => {
  const browser = useBrowser();
  let faq: Faq | undefined;

  beforeEach(async () => {
    const existing = (await adminApi<{ data: Faq[] }>('/faqs/')).data;
    if (existing.length >= 8)
      throw new Error('the shop already has 8 FAQs: this test needs room for one more');
    faq = (
      await adminApi<{ data: Faq }>('/faqs/', {
        method: 'POST',
        body: {
          question: `${unique('Do you gift-wrap')}?`,
          answer: 'Yes, for free on request.',
          visibility: true,
        },
      })
    ).data;
  });
  afterEach(async () => {
    if (faq) await adminApi(`/faqs/${faq._id}`, { method: 'DELETE' }).catch(() => undefined);
  });

  it('when the admin hides an FAQ, then /all-faqs no longer shows it', async () => {
    const question = (faq as Faq).question;
    const page = browser.page();
    await page.goto('/all-faqs');
    await page.getByText(question).waitFor();

    await openAdmin(page, '/admin/faqs');
    const item = await findFaq(page, question);
    await item.getByRole('switch', { name: 'Visible' }).click();
    await expectToast(page, 'FAQ visibility changed to hidden');
    await item.getByRole('switch', { name: 'Hidden' }).waitFor();

    await page.goto('/all-faqs');
    await page.getByRole('heading', { name: 'All Frequently Asked Questions' }).waitFor();
    await page.locator('main button[aria-expanded]').first().waitFor();
    expect(await page.getByText(question).count()).toBe(0);
  }, 90_000);

  it('when the delete is confirmed without typing DELETE, then it says so; with DELETE the FAQ is deleted', async () => {
    const question = (faq as Faq).question;
    const page = browser.page();
    await openAdmin(page, '/admin/faqs');
    const item = await findFaq(page, question);
    await item.getByRole('button', { name: `Delete the FAQ: ${question}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    await dialog.getByLabel('Type DELETE to confirm').press('Enter');
    await expectToast(page, 'Please type DELETE to confirm');
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByLabel('Type DELETE to confirm').press('Enter');
    await expectToast(page, 'FAQ deleted successfully');
    const left = (await adminApi<{ data: Faq[] }>('/faqs/')).data;
    expect(left.some((f) => f._id === faq?._id)).toBe(false);
    faq = undefined;
  }, 90_000);
});
