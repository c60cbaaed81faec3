import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { consumerQueues, eventNames } from './support/consumer-queues';
import { readRepoFile, repoRoot } from './support/repo';

/**
 * A clone taken anywhere has only what the repository tracks: no file may link or cite a path outside it
 * (the company's design notes, the machine's shared folder), and docs/architecture.md, which says in the
 * project's own words what those notes said, must name every consumer queue of the code.
 */

const trackedFiles = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 })
  .toString('utf8')
  .split('\0')
  .filter((file) => file !== '' && !file.split('/').includes('node_modules'));

/** The tracked text files as they are in the working tree (a file deleted but not yet committed is skipped). */
const textFiles = trackedFiles.flatMap((file) => {
  const absolute = path.join(repoRoot, file);
  if (!fs.existsSync(absolute) || !fs.statSync(absolute).isFile()) return [];
  const content = fs.readFileSync(absolute);
  return content.includes(0) ? [] : [{ file, text: content.toString('utf8') }];
});

/** Names that exist only outside the repository (written as patterns so this file does not match itself). */
const OUTSIDE_NAMES: Array<[pattern: RegExp, what: string]> = [
  [/\bDESIGN\.md\b/g, 'the company design notes, which a clone does not have: cite docs/architecture.md'],
  [/\/work\/shared\b/g, "the machine's shared folder"],
];

/** `../` paths, e.g. `../shared/spec/admin.md` or `'../../shared/Badge'`. */
const RELATIVE_PATH = /(?<![\w./-])((?:\.\.\/)+)([\w@.-][\w@./-]*)?/g;

/** Fenced blocks and inline code of a Markdown file: they show paths relative to other folders (a tsconfig's `../../`). */
const withoutMarkdownCode = (text: string) =>
  text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' ')).replace(
    /`[^`\n]*`/g,
    (span) => ' '.repeat(span.length),
  );

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

interface Finding {
  where: string;
  cites: string;
  why: string;
}

function outsideReferences(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  for (const [pattern, why] of OUTSIDE_NAMES) {
    for (const match of text.matchAll(pattern)) {
      findings.push({ where: `${file}:${lineOf(text, match.index)}`, cites: match[0], why });
    }
  }
  const scanned = file.endsWith('.md') ? withoutMarkdownCode(text) : text;
  for (const match of scanned.matchAll(RELATIVE_PATH)) {
    const target = path.resolve(path.dirname(path.join(repoRoot, file)), `${match[1]}${match[2] ?? ''}`);
    const relative = path.relative(repoRoot, target);
    if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
      findings.push({
        where: `${file}:${lineOf(scanned, match.index)}`,
        cites: match[0],
        why: `resolves to ${target}, outside the repository`,
      });
    }
  }
  return findings;
}

describe('the repository stands alone', () => {
  it('when every tracked file is read, then none links or cites a path outside the repository', () => {
    expect(textFiles.length).toBeGreaterThan(100);
    expect(textFiles.flatMap(({ file, text }) => outsideReferences(file, text))).toEqual([]);
  });

  it('when a file cites the design notes or climbs out of the repository, then the check names it', () => {
    // built from parts, or this file would cite what it forbids
    const notes = ['DESIGN', 'md'].join('.');
    const cited = outsideReferences('README.md', `Key decisions: [DESIGN](../shared/${notes}).`);
    expect(cited.map((finding) => finding.cites).sort()).toEqual([`../shared/${notes}`, notes]);
    expect(outsideReferences('mf-admin/README.md', 'the [admin spec](../../shared/spec/admin.md) §2')).toEqual([
      expect.objectContaining({ where: 'mf-admin/README.md:1', cites: '../../shared/spec/admin.md' }),
    ]);
    // inside the repository: a remote's own shared folder, a decision's link up to docs/
    expect(outsideReferences('mf-admin/src/screens/faqs/FaqsPage.tsx', "from '../../shared/Panel';")).toEqual([]);
    expect(outsideReferences('docs/decisions/009-stock-holds.md', '[a](../architecture.md#events)')).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  const doc = readRepoFile('docs/architecture.md');

  /** The rows of the events table: event name (first cell) → producer and consumers cells. */
  const eventsSection = /^## Events$([\s\S]*?)^## /m.exec(doc)?.[1] ?? '';
  const rows = new Map<string, { producer: string; consumers: string }>();
  for (const line of eventsSection.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const event = /^`([a-z]+\.[a-z_]+)`$/.exec(cells[1] ?? '')?.[1];
    if (event) rows.set(event, { producer: cells[2] ?? '', consumers: cells[3] ?? '' });
  }
  const queues = consumerQueues();

  it('when the code is read, then its consumer queues are found (the parser follows the code)', () => {
    expect(queues.length).toBeGreaterThan(10);
    for (const { queue, events, source } of queues) {
      expect({ queue, source, bindsEvents: events.length > 0 }).toEqual({ queue, source, bindsEvents: true });
    }
  });

  it('when the events table is read, then every event of the contracts has a row with its producer', () => {
    const events = [...eventNames().values()].sort();
    expect(events.length).toBeGreaterThan(10);
    expect([...rows.keys()].sort()).toEqual(events);
    for (const [event, { producer }] of rows) expect({ event, producer }).not.toEqual({ event, producer: '' });
  });

  it('when a consumer queue of the code binds an event, then that event’s row names the queue', () => {
    const missing = queues.flatMap(({ queue, events, source }) =>
      events
        .filter((event) => !rows.get(event)?.consumers.includes(`\`${queue}\``))
        .map((event) => `${event} → ${queue} (${source})`),
    );
    expect(missing).toEqual([]);
  });

  it('when the events table names a queue for an event, then the code binds that event to that queue', () => {
    const bound = new Set(queues.flatMap(({ queue, events }) => events.map((event) => `${event} → ${queue}`)));
    const events = new Set(eventNames().values());
    const stale = [...rows].flatMap(([event, { consumers }]) =>
      [...consumers.matchAll(/`([a-z]+\.[a-z0-9-]+)`/g)]
        .filter((match) => !events.has(match[1]!)) // a consumer's purpose may name the event it raises
        .map((match) => `${event} → ${match[1]}`)
        .filter((pair) => !bound.has(pair)),
    );
    expect(stale).toEqual([]);
  });
});
