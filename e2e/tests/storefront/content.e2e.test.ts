import { api, ADMIN, loginCookie } from '../../support/api';
import { uniqueEmail, useBrowser } from './storefront-support';

describe('contact form and reviews', () => {
  const browser = useBrowser();

  it('when a visitor sends the contact form, then Success! shows, the fields clear and the message is stored', async () => {
    const page = browser.page();
    const email = uniqueEmail('contact');
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('First name').fill('Salma');
    await form.getByLabel('Last name').fill('Nabil');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Do you have the Rose Glow serum in 50 ml?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Your message has been sent successfully.').waitFor();
    expect(await form.getByLabel('Email').inputValue()).toBe('');

    const cookie = await loginCookie(ADMIN.email, ADMIN.password);
    const messages = await api<{ data: Array<{ email: string }> }>('/messages', { cookie });
    expect(messages.body.data.some((m) => m.email === email)).toBe(true);
  });

  it('when a visitor leaves a review, then the success notice shows and the review waits hidden for an admin', async () => {
    const page = browser.page();
    const email = uniqueEmail('review');
    await page.goto('/reviews');
    await page.getByLabel('Name').fill('Heba');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('4 stars').check({ force: true });
    await page.getByLabel('Comment').fill('Lovely packaging and fast delivery to Giza.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Review submitted successfully! Thank you for your feedback.').waitFor();

    const cookie = await loginCookie(ADMIN.email, ADMIN.password);
    const reviews = await api<Array<{ email: string; rating: number; visibility: boolean }>>('/review', { cookie });
    expect(reviews.body.find((r) => r.email === email)).toMatchObject({ rating: 4, visibility: false });
  });

  it('when the FAQ page opens a question, then only that answer is expanded', async () => {
    const page = browser.page();
    await page.goto('/all-faqs');
    await page.getByRole('heading', { name: 'All Frequently Asked Questions' }).waitFor();
    const questions = page.locator('main button[aria-expanded]');
    await questions.first().waitFor();
    if ((await questions.count()) < 2) return;
    await questions.nth(0).click();
    await questions.nth(1).click();
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false');
    expect(await questions.nth(1).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'Contact us', exact: true }).waitFor();
  });
});
