import { renderToStaticMarkup } from 'react-dom/server';
import { FilterSelect, asOptions, filterBinder } from './FilterSelect';

describe('FilterSelect', () => {
  it('when options are given as value and words, then each shows its words and the current value is selected', () => {
    const html = renderToStaticMarkup(
      <FilterSelect
        label="Role"
        value="admin"
        options={[
          ['all', 'All roles'],
          ['admin', 'Admins'],
        ]}
        onChange={() => undefined}
      />,
    );
    expect(html).toContain('<option value="all">All roles</option>');
    expect(html).toContain('<option value="admin" selected="">Admins</option>');
  });

  it('when values are shown as they are, then each value is its own words', () => {
    expect(asOptions(['Male', 'Female'])).toEqual([
      ['Male', 'Male'],
      ['Female', 'Female'],
    ]);
  });

  it('when a bound select changes, then only its key of the filters is patched, and it gets the width class', () => {
    const patches: unknown[] = [];
    const select = filterBinder({ role: 'all', gender: 'Male' }, (patch) => patches.push(patch), 'narrow');
    const role = select('role');
    role.onChange('admin');
    expect(role.value).toBe('all');
    expect(role.className).toBe('narrow');
    expect(patches).toEqual([{ role: 'admin' }]);
  });
});
