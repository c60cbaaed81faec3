import fs from 'node:fs';
import path from 'node:path';
import type { TransportSingleOptions } from 'pino';

/** Each file rolls at this size; with the rolled files kept, an app's log never passes (count + 1) × size. */
export const LOG_FILE_DEFAULTS = { size: '5m', count: 2 } as const;

/**
 * Where the app writes its log lines when `LOG_FILE` names a folder (the local launcher gives each app one under
 * .data/logs): pino-roll, pino's own rolling-file transport, writes `<folder>/<name>.<n>.log` from a worker
 * thread, rolls at `LOG_FILE_SIZE` (5m) and keeps `LOG_FILE_COUNT` (2) rolled files besides the current one, also
 * removing those an earlier run left; `<folder>/current.log` points at the file being written. Unset: stdout, as
 * a container's logs should be.
 */
export function logFileTransport(
  name: string,
  env: NodeJS.ProcessEnv = process.env,
): TransportSingleOptions | undefined {
  const folder = env.LOG_FILE?.trim();
  if (!folder) return undefined;
  // made here, before the transport starts: pino-roll links current.log at once, while its `mkdir` happens later
  // with the file's asynchronous open (a missing folder crashed the app)
  fs.mkdirSync(folder, { recursive: true });
  const count = Number(env.LOG_FILE_COUNT ?? LOG_FILE_DEFAULTS.count);
  return {
    target: 'pino-roll',
    options: {
      file: path.join(folder, name),
      size: env.LOG_FILE_SIZE ?? LOG_FILE_DEFAULTS.size,
      limit: {
        count: Number.isInteger(count) && count >= 0 ? count : LOG_FILE_DEFAULTS.count,
        removeOtherLogFiles: true,
      },
      mkdir: true,
      symlink: true,
    },
  };
}
