import { execFile } from 'node:child_process';
import path from 'node:path';
import { testing } from '@shop/service-kit';

const CLI = path.resolve(__dirname, '../../dlq.mjs');

export interface CliRun {
  code: number;
  /** stdout, one parsed JSON value per line */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  lines: any[];
  stderr: string;
}

/** Runs `node tools/dlq.mjs …` as an operator would, against the test's exchange and its own actions log. */
export function dlqCli(env: { exchange: string; actionsLog: string }) {
  return (...args: string[]): Promise<CliRun> =>
    new Promise((resolve) => {
      execFile(
        process.execPath,
        [CLI, ...args],
        {
          env: {
            ...process.env,
            AMQP_URL: testing.testAmqpUrl,
            EVENTS_EXCHANGE: env.exchange,
            DLQ_ACTIONS_LOG: env.actionsLog,
            USER: 'ops-tester',
          },
          timeout: 30_000,
        },
        (error, stdout, stderr) => {
          const code = error ? Number((error as NodeJS.ErrnoException).code ?? 1) : 0;
          const lines = stdout
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line));
          resolve({ code, lines, stderr });
        },
      );
    });
}

/** The last line: the action as it was logged. */
export const actionOf = (run: CliRun) => run.lines.at(-1);
