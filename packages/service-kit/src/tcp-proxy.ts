import net from 'node:net';

/**
 * A TCP proxy in front of a real server (the broker, usually), so a component test can cut connections or
 * take the server away without disturbing anything else that uses it. Ports are drawn outside the kernel's
 * ephemeral range, so a restart on the same port does not collide with some other test's outgoing connection.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Starts listening (again) on `port`, or on a free port of 20000–29999 the first time. */
  async start(port = this.port): Promise<number> {
    if (this.server) return this.port;
    for (let attempt = 0; ; attempt += 1) {
      const candidate = port || 20_000 + Math.floor(Math.random() * 10_000);
      try {
        await this.listen(candidate);
        this.port = candidate;
        return candidate;
      } catch (error) {
        this.server = undefined;
        const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
        if (!inUse || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, port ? 100 : 0));
      }
    }
  }

  /** Drops every open connection, as a network blip or `rabbitmqctl close_all_connections` would. */
  cutConnections(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  /** Takes the server away entirely: open connections drop and no new one gets through until `start` again. */
  async stop(): Promise<void> {
    this.cutConnections();
    const server = this.server;
    this.server = undefined;
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  url(): string {
    return `amqp://guest:guest@127.0.0.1:${this.port}`;
  }

  private listen(port: number): Promise<void> {
    const server = net.createServer((client) => this.pipe(client));
    this.server = server;
    return new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  }

  private pipe(client: net.Socket): void {
    const upstream = net.connect(this.targetPort, this.targetHost);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }
}
