import net from 'node:net';

/** A TCP relay in front of a real server, whose link a test can cut and restore. */
export interface TcpProxy {
  /** The port clients connect to; the same across outages. */
  readonly port: number;
  /** Drops every open connection and refuses new ones (ECONNREFUSED), as a stopped server does. */
  cut(): Promise<void>;
  /**
   * Drops every open connection, then accepts new ones only to hang up once the client has spoken
   * (a database going away mid-handshake): the driver sees the connection end while it connects.
   */
  hangUpNewConnections(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Relays 127.0.0.1:<free port> to target, so a test can make a server unreachable without stopping it. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let hangingUp = false;

  const relay = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    const pair = [client, upstream];
    for (const socket of pair) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        for (const other of pair) other.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  };

  // Reads what the client sends first (so closing sends FIN, not a reset), then ends the connection.
  const hangUp = (client: net.Socket) => {
    sockets.add(client);
    client.on('error', () => undefined);
    client.on('close', () => sockets.delete(client));
    client.once('data', () => client.end());
  };

  const listen = (port: number, accept: (client: net.Socket) => void = relay) =>
    new Promise<number>((resolve, reject) => {
      const listening = net.createServer(accept);
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        server = listening;
        resolve((listening.address() as net.AddressInfo).port);
      });
    });

  const stopListening = async () => {
    const listening = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
  };

  const port = await listen(0);
  return {
    port,
    cut: stopListening,
    hangUpNewConnections: async () => {
      await stopListening();
      await listen(port, hangUp);
      hangingUp = true;
    },
    restore: async () => {
      if (hangingUp) await stopListening();
      hangingUp = false;
      if (!server) await listen(port);
    },
    close: stopListening,
  };
}
