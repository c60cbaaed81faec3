import { isDeleteConfirmed } from './confirm-rules';

describe('delete confirmation', () => {
  it('when exactly DELETE is typed, then the delete may go ahead', () => {
    expect(isDeleteConfirmed('DELETE')).toBe(true);
  });

  it('when anything else is typed, then it may not', () => {
    for (const typed of ['', 'delete', 'Delete', ' DELETE', 'DELETE ', 'DELET', 'DELETED']) {
      expect(isDeleteConfirmed(typed)).toBe(false);
    }
  });
});
