import { adminApi, confirmDelete, expectToast, openAdmin, unique, useBrowser } from './admin-support';

interface Announcement {
  _id: string;
  content: string;
}

describe('announcements', () => {
  const browser = useBrowser();

  it('when the admin publishes and then hides an announcement, then the ticker shows it and then no longer does', async () => {
    const page = browser.page();
    const content = `Eid treats: ${unique('free samples')} with every order`;
    await openAdmin(page, '/admin/announcement');
    const form = page.getByRole('form', { name: 'Create' });
    const create = form.getByRole('button', { name: 'Create' });
    expect(await create.isDisabled()).toBe(true);
    await form.getByLabel('Announcement content', { exact: true }).fill('   ');
    expect(await create.isDisabled()).toBe(true);
    await form.getByLabel('Announcement content', { exact: true }).fill(content);
    await form.getByText(`${content.length}/200`).waitFor();
    await create.click();
    await expectToast(page, 'Announcement created successfully');
    const stored = (
      await adminApi<{ data: Array<Announcement & { title: string }> }>('/announcements/')
    ).data.find((a) => a.content === content);
    expect(stored?.title).toBe('Announcement');

    await page.goto('/');
    await page.getByTestId('ticker').getByText(content, { exact: false }).first().waitFor();

    await openAdmin(page, '/admin/announcement');
    const item = page.getByTestId('announcement-item').filter({ hasText: content });
    await item.getByRole('switch', { name: 'Visible' }).click();
    await expectToast(page, 'Announcement is now hidden');
    await item.getByRole('switch', { name: 'Hidden' }).waitFor();

    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('ticker').innerText()).not.toContain(content);

    await openAdmin(page, '/admin/announcement');
    await page
      .getByTestId('announcement-item')
      .filter({ hasText: content })
      .getByRole('button', { name: 'Delete' })
      .click();
    await confirmDelete(page);
    await expectToast(page, 'Announcement deleted successfully');
  }, 90_000);

  it('when content is typed, then it stops at 200 characters', async () => {
    const page = browser.page();
    await openAdmin(page, '/admin/announcement');
    const box = page
      .getByRole('form', { name: 'Create' })
      .getByLabel('Announcement content', { exact: true });
    await box.fill('x'.repeat(250));
    expect((await box.inputValue()).length).toBe(200);
    await page.getByText('200/200').waitFor();
  });
});
