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

  it('when the shop has 8 FAQs, then Add FAQ is hidden; below 8 it adds one', async () => {
    const extra: Faq[] = [];
    try {
      const count = (await adminApi<{ data: Faq[] }>('/faqs/')).data.length;
      for (let n = count; n < 8; n += 1) {
        extra.push(
          (
            await adminApi<{ data: Faq }>('/faqs/', {
              method: 'POST',
              body: { question: `${unique('Filler')}?`, answer: 'Filler.' },
            })
          ).data,
        );
      }
      const page = browser.page();
      await openAdmin(page, '/admin/faqs');
      await page.getByText('8 of 8 FAQs', { exact: false }).waitFor();
      expect(await page.getByRole('button', { name: 'Add FAQ' }).count()).toBe(0);

      await adminApi(`/faqs/${(extra.pop() ?? (faq as Faq))._id}`, { method: 'DELETE' });
      await page.reload();
      await page.getByRole('button', { name: 'Add FAQ' }).click();
      const question = `${unique('Do you ship to Siwa')}?`;
      await page
        .getByRole('form', { name: 'Create FAQ' })
        .getByLabel(/^Question(?! \(Arabic\))/)
        .fill(question);
      await page
        .getByRole('form', { name: 'Create FAQ' })
        .getByLabel(/^Answer(?! \(Arabic\))/)
        .fill('Yes, within five working days.');
      await page.getByRole('button', { name: 'Create FAQ' }).click();
      await expectToast(page, 'New FAQ created successfully');
      const created = (await adminApi<{ data: Faq[] }>('/faqs/')).data.find((f) => f.question === question);
      expect(created).toBeDefined();
      if (created) extra.push(created);
      await page.getByRole('button', { name: 'Add FAQ' }).waitFor({ state: 'detached' });
      await page.getByText('8 of 8 FAQs', { exact: false }).waitFor();
    } finally {
      for (const filler of extra)
        await adminApi(`/faqs/${filler._id}`, { method: 'DELETE' }).catch(() => undefined);
    }
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
