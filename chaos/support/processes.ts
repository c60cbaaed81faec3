import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The apps the launcher starts (workspace folder names). */
export type AppName = 'identity' | 'catalog' | 'cart' | 'order' | 'promo' | 'content' | 'audit' | 'notification' | 'analytics' | 'gateway';
/** One process: an app, or a further copy of a service started with `replicas` (`order-1` is order's second). */
export type ProcessName = AppName | `${AppName}-${number}`;

/**
 * Talks to chaos/support/control.mjs, the child that owns our FerretDB and the shop's processes. If this
 * test process dies, the child sees its IPC channel close and takes everything down.
 */
export class Processes {
  private child: ChildProcess | undefined;
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

  start(): void {
    this.child = fork(path.join(__dirname, 'control.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child.on('message', (message: { id: number; ok: boolean; result?: unknown; error?: string }) => {
      const waiter = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (message.ok) waiter?.resolve(message.result);
      else waiter?.reject(new Error(message.error));
    });
    this.child.on('exit', (code) => {
      for (const waiter of this.waiting.values()) waiter.reject(new Error(`control process exited (${code})`));
      this.waiting.clear();
    });
  }

  private send<T = void>(command: string, args?: unknown): Promise<T> {
    const child = this.child;
    if (!child?.connected) return Promise.reject(new Error('control process not running'));
    const id = (this.nextId += 1);
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ id, command, args });
    });
  }

  startMongo(url: string, dataName: string): Promise<void> {
    return this.send('startMongo', { url, dataName });
  }

  /** A crash (SIGKILL by default) of the database server, started again on its data after `downMs`. */
  restartMongo(options: { signal?: NodeJS.Signals; downMs?: number } = {}): Promise<void> {
    return this.send('restartMongo', options);
  }

  /** A fresh vhost of the shared RabbitMQ for this run, deleted when the processes stop; its AMQP URL. */
  freshVhost(name: string): Promise<string> {
    return this.send('freshVhost', { name });
  }

  startStack(options: Record<string, unknown>): Promise<{ url: string; pids: Record<AppName, number> }> {
    return this.send('startStack', options);
  }

  /** Sends the signal to the process and waits until it has exited. */
  kill(app: ProcessName, signal: NodeJS.Signals): Promise<void> {
    return this.send('kill', { app, signal });
  }

  /** Starts the app again (stopping it first if it still runs) and waits until it is ready. */
  restart(app: AppName): Promise<Record<AppName, number>> {
    return this.send('restart', { app });
  }

  /** Each process's pid, by process name (to freeze one with SIGSTOP and thaw it with SIGCONT). */
  pids(): Promise<Record<string, number>> {
    return this.send('pids');
  }

  /** Each process's own URL, by process name. */
  urls(): Promise<Record<string, string>> {
    return this.send('urls');
  }

  async stop(): Promise<void> {
    if (!this.child?.connected) return;
    await this.send('stopAll').catch(() => undefined);
    this.child.disconnect();
  }
}
