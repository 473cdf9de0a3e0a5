import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export interface CuttableTcpProxy {
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  urlFor(databaseUrl: string): string;
  /**
   * The network fails: every open connection is dropped, and new ones are accepted but never
   * answered, as by a server that went silent.
   */
  cut(): void;
  /** The network is back: new connections reach the server again. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy on the loopback interface in front of a database server, which a test cuts and
 * restores to see how the app lives through an outage.
 */
export async function startCuttableTcpProxy(target: {
  host: string;
  port: number;
}): Promise<CuttableTcpProxy> {
  const open = new Set<Socket>();
  const held = new Set<Socket>();
  let isCut = false;
  const track = (socket: Socket, sockets: Set<Socket>) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    if (isCut) return track(client, held);
    const upstream = connect(target.port, target.host);
    track(client, open);
    track(upstream, open);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const dropAll = (sockets: Set<Socket>) => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    urlFor(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut() {
      isCut = true;
      dropAll(open);
    },
    restore() {
      isCut = false;
      dropAll(held);
    },
    close() {
      dropAll(open);
      dropAll(held);
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
