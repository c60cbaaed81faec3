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

interface Message {
  _id: string;
  email: string;
  message_status: string;
}

describe('messages', () => {
  const browser = useBrowser();

  it('when the admin archives a long message, then it moves to the Archived tab and is stored archived', async () => {
    const email = `${unique('visitor')}@example.com`;
    const text = `Hello! ${'I would like to know whether the Rose Glow serum suits very sensitive skin. '.repeat(3)}<script>window.__xss = 1</script>`;
    const sent = await api('/messages', {
      method: 'POST',
      body: { first_name: 'Yara', last_name: 'Samir', email, message: text },
    });
    expect(sent.status).toBe(201);

    const page = browser.page();
    await openAdmin(page, '/admin/messages');
    await page.getByLabel('Search messages').fill(email);
    const card = page.getByTestId('message-card').filter({ hasText: email });
    await card.waitFor();
    await page.getByRole('tab', { name: 'Active (1)' }).waitFor();
    await page.getByText('Showing 1–1 of 1 messages').waitFor();
    await card.getByRole('button', { name: 'Read More' }).click();
    await card.getByText('<script>window.__xss = 1</script>', { exact: false }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await card.getByRole('button', { name: 'Show Less' }).click();

    await card.getByRole('button', { name: 'Archive the message from Yara Samir' }).click();
    await expectToast(page, 'Message archived successfully');
    await page.getByText('No active messages found.').waitFor();
    await page.getByRole('tab', { name: 'Archived (1)' }).click();
    const archived = page.getByTestId('message-card').filter({ hasText: email });
    await archived.waitFor();
    expect(await archived.getByRole('button', { name: /^Archive/ }).count()).toBe(0);
    await eventually(async () => {
      const stored = (await adminApi<{ data: Message[] }>('/messages')).data.find((m) => m.email === email);
      expect(stored?.message_status).toBe('archived');
    });

    await archived.getByRole('button', { name: 'Delete the message from Yara Samir' }).click();
    await confirmDelete(page);
    await expectToast(page, 'Message deleted successfully');
    await page.getByText('No archived messages found.').waitFor();
  }, 90_000);
});
