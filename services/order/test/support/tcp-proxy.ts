// The kit's test proxy (packages/service-kit/test/support), copied: test helpers are not part of its API.
import net from 'node:net';

/**
 * A TCP proxy in front of the real broker, so a test can cut the connection or take the "broker" away
 * without disturbing anything else that uses the same RabbitMQ.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(port = this.port): Promise<number> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
    return this.port;
  }

  /** Drops every open connection, as a network blip or `rabbitmqctl close_all_connections` would. */
  cutConnections(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  /** Takes the broker away entirely: no new connections until `start` again. */
  async stop(): Promise<void> {
    this.cutConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  url(): string {
    return `amqp://guest:guest@127.0.0.1:${this.port}`;
  }
}
