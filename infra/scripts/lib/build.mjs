// The build of every workspace through Turborepo (`turbo run build`, turbo.json; decision 018): each workspace
// builds after the workspaces it depends on (read from the package.json files), and a workspace whose inputs did
// not change is restored from the cache in .turbo/. The compilers' output goes to a log file; the terminal gets
// one line per workspace and a summary.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir, root } from './paths.mjs';

const logFile = path.join(dataDir, 'logs', 'build.log');

/** Turborepo without its network side: no telemetry, no update check (these machines reach no such host). */
export const turboEnv = { TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', TURBO_NO_UPDATE_NOTIFIER: '1' };

/**
 * Resolves with { tasks, cached } when every workspace is built; rejects with the log's last lines when one fails.
 * @param {(line: string) => void} [log]
 */
export function buildWorkspaces(log = console.log) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.createWriteStream(logFile);
  log(`Building the workspaces (turbo run build; output in ${path.relative(root, logFile)})...`);
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['turbo', 'run', 'build', '--output-logs=new-only'], {
      cwd: root,
      env: { ...process.env, ...turboEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const summary = { tasks: 0, cached: 0 };
    forEachLine(child.stdout, (line) => {
      out.write(`${line}\n`);
      const started = progressOf(line);
      if (started) {
        summary.tasks += 1;
        if (started.cached) summary.cached += 1;
        log(`  ${started.workspace}${started.cached ? ' (unchanged: from the cache)' : ''}`);
      }
    });
    child.stderr.on('data', (chunk) => out.write(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      out.end();
      if (code === 0) {
        log(`  ${summary.tasks} workspaces built, ${summary.cached} of them unchanged`);
        return resolve(summary);
      }
      const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
      reject(
        new Error(`The build failed (turbo run build, exit code ${code}); the end of ${logFile}:\n${tail}`),
      );
    });
  });
}

/**
 * Turborepo announces each task as "@shop/catalog:build: cache miss, executing 1a2b3c" (or "cache hit, replaying
 * logs"); tasks without a build script are not announced.
 * @param {string} line
 */
export function progressOf(line) {
  const match = /^(@shop\/[\w-]+):build: cache (hit|miss|bypass)/.exec(line.trim());
  return match ? { workspace: match[1], cached: match[2] === 'hit' } : undefined;
}

function forEachLine(stream, onLine) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(onLine);
  });
  stream.on('end', () => pending && onLine(pending));
}
