import fs from 'node:fs';
import path from 'node:path';
import { readRepoFile, repoRoot } from './support/repo';

// docs/architecture.md's Decisions table is where a newcomer finds the records; a record left out of it is one
// nobody reads before undoing what it decided.
describe('the decision records', () => {
  it('when a record is in docs/decisions, then the architecture lists it in its Decisions table', () => {
    const records = fs
      .readdirSync(path.join(repoRoot, 'docs/decisions'))
      .filter((file) => /^\d{3}-.*\.md$/.test(file));
    const architecture = readRepoFile('docs/architecture.md');
    const missing = records.filter((file) => !architecture.includes(`(decisions/${file})`));
    expect(records.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
