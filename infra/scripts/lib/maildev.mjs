// MailDev, the local SMTP sink: the notification service sends order e-mails to it, and its web inbox shows them.
// `npm start` runs it on 1025 (SMTP) and 1080 (inbox); the browser tests' stack on 11025 and 11080.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { canConnect, waitFor } from './net.mjs';
import { root } from './paths.mjs';

const bin = path.join(root, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');

/**
 * @param {{ smtpPort: number, webPort: number, mailDir: string, logFile: string, log: (line: string) => void }} options
 * @returns {Promise<{ smtpUrl: string, webUrl: string, stop: () => Promise<void> }>}
 */
export async function startMailDev({ smtpPort, webPort, mailDir, logFile, log }) {
  const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
  const webUrl = `http://localhost:${webPort}`;
  // one a developer started by hand (or left by an earlier run) is as good: the service only needs an SMTP server
  if (await canConnect('127.0.0.1', smtpPort)) {
    log(`- MailDev: something already answers SMTP on ${smtpPort}; using it`);
    return { smtpUrl, webUrl, stop: async () => undefined };
  }
  if (!fs.existsSync(bin)) {
    log('- MailDev is not installed (npm install); order e-mails will wait in notification.order-emails');
    return { smtpUrl, webUrl, stop: async () => undefined };
  }
  fs.mkdirSync(mailDir, { recursive: true });
  const out = fs.openSync(logFile, 'a');
  // its own mail directory: two stacks on one machine never read or clean each other's messages
  const args = [
    bin,
    '--smtp',
    String(smtpPort),
    '--web',
    String(webPort),
    '--ip',
    '127.0.0.1',
    '--web-ip',
    '127.0.0.1',
    '--mail-directory',
    mailDir,
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', out, out] });
  await waitFor(() => canConnect('127.0.0.1', smtpPort), {
    timeoutMs: 30_000,
    intervalMs: 200,
    what: `MailDev on ${smtpPort}`,
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
  };
  return { smtpUrl, webUrl, stop };
}
