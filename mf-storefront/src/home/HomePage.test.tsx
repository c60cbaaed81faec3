import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { installBootstrapDocument } from '@shop/ui-kit/src/bootstrap/fake-bootstrap-document';
import HomePage from './HomePage';

const CONFIG = { name: 'Bloom', slogan1: 'Glow every day', slogan2: '', description: 'Genuine skincare.', aboutUs1: '', aboutUs2: '' };
const STATS = { customerRating: 4.9, productsShipped: 12500, satisfactionRate: 98, avgResponseTime: 12, customersHelped: 600 };

/** The first render only: effects (the API calls) never run in renderToStaticMarkup. */
const firstRender = () =>
  renderToStaticMarkup(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );

describe('HomePage first render', () => {
  let remove: () => void = () => undefined;
  afterEach(() => remove());

  it('when the page carries the server bootstrap data, then the hero shows its texts and figures at once', () => {
    remove = installBootstrapDocument(JSON.stringify({ config: CONFIG, stats: STATS }));
    const html = firstRender();
    expect(html).toMatch(/<h1 id="hero-title"[^>]*>Glow every day<\/h1>/);
    expect(html).toContain('12,500+');
    expect(html).toContain('Genuine skincare.');
  });

  it('when there is no bootstrap data, then the hero waits for /api/config behind skeletons', () => {
    remove = installBootstrapDocument(undefined);
    const html = firstRender();
    expect(html).not.toContain('Glow every day');
    expect(html).toMatch(/<h1 id="hero-title"[^>]*><span/);
  });
});
