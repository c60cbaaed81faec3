import { renderToStaticMarkup } from 'react-dom/server';
import { installBootstrapDocument } from '@shop/ui-kit/src/bootstrap/fake-bootstrap-document';
import { useSiteContent } from './useSiteContent';

function Probe() {
  const { config, social } = useSiteContent();
  return <p>{`${config?.name ?? 'none'} ${social?.phone1 ?? 'none'}`}</p>;
}

describe('useSiteContent', () => {
  let remove: () => void = () => undefined;
  afterEach(() => remove());

  it('when the page carries the server bootstrap data, then the first render has the configuration and social links', () => {
    remove = installBootstrapDocument(JSON.stringify({ config: { name: 'Bloom' }, social: { phone1: '+20 100' } }));
    expect(renderToStaticMarkup(<Probe />)).toBe('<p>Bloom +20 100</p>');
  });

  it('when there is none, then the first render has neither', () => {
    remove = installBootstrapDocument(undefined);
    expect(renderToStaticMarkup(<Probe />)).toBe('<p>none none</p>');
  });
});
