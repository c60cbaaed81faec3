// `npm run build` for every workspace, in the background of a first start: its output goes to a log file, and
// each workspace is named as its build begins, so a developer sees progress without the compilers' chatter.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir, root } from './paths.mjs';

const logFile = path.join(dataDir, 'logs', 'build.log');

/** Resolves when every workspace is built; rejects with the log's last lines when one fails. */
export function buildWorkspaces(log = console.log) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.createWriteStream(logFile);
  const started = Date.now();
  log(`Building all workspaces (npm run build; output in ${path.relative(root, logFile)})...`);
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let pending = '';
    child.stdout.on('data', (chunk) => {
      out.write(chunk);
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      // npm announces each workspace's script as "> @shop/catalog@1.0.0 build"
      for (const line of lines) {
        const workspace = /^> (@shop\/[\w-]+)@[\d.]+ build$/.exec(line.trim());
        if (workspace) log(`  [build ${seconds(started)}] ${workspace[1]}`);
      }
    });
    child.stderr.on('data', (chunk) => out.write(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      out.end();
      if (code === 0) {
        log(`  [build ${seconds(started)}] all workspaces built`);
        return resolve();
      }
      const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
      reject(new Error(`npm run build failed (exit code ${code}); the end of ${logFile}:\n${tail}`));
    });
  });
}

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)}s`;
