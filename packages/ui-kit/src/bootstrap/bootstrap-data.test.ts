import { siteBootstrap } from './bootstrap-data';
import { installBootstrapDocument } from './fake-bootstrap-document';

describe('siteBootstrap', () => {
  let remove: () => void = () => undefined;
  afterEach(() => remove());

  it('when the page has the data block, then its content is returned, with escaped text read back as it was', () => {
    remove = installBootstrapDocument('{"config":{"name":"\\u003c/script\\u003e Bloom"}}');
    expect(siteBootstrap()).toEqual({ config: { name: '</script> Bloom' } });
  });

  it('when the page has no data block, then there is no content', () => {
    remove = installBootstrapDocument(undefined);
    expect(siteBootstrap()).toEqual({});
  });

  it('when the block is not JSON, then it is ignored (and logged)', () => {
    remove = installBootstrapDocument('{not json');
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(siteBootstrap()).toEqual({});
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
