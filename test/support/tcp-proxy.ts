import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones: the service behind looks down. */
  cut(): void;
  /**
   * Drops every connection and stops listening, so new connections are refused (ECONNREFUSED) as
   * with a killed server; restore() listens again on the same port.
   */
  kill(): Promise<void>;
  /** Keeps connections open but stops relaying: the service behind looks hung. */
  freeze(): void;
  /** Relays requests but drops the answers: the server runs a command, its caller never hears back. */
  mute(): void;
  /**
   * A black hole: connections (open and new) are accepted and everything sent is read and thrown
   * away; nothing reaches the server and nothing comes back. restore() closes the connections that
   * lost bytes this way (their protocol state is gone) and relays again.
   */
  blackHole(): void;
  /**
   * Relays requests until one carrying `marker` (e.g. a key name) has gone to the server, then mutes:
   * that command runs but its caller never hears back. Resolves once it was sent.
   */
  muteAfterSending(marker: string): Promise<void>;
  /** Accepts connections again and resumes relaying. */
  restore(): void;
  /** cut(), then restore() after `ms`; resolves once restored. */
  cutFor(ms: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A loopback TCP relay in front of a real server (Redis, Postgres), so a test can take that server
 * away from one client and give it back without touching the server other tests use.
 */
export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const clients = new Set<net.Socket>();
  let down = false;
  let frozen = false;
  let muted = false;
  let swallowing = false;
  const swallowed = new Set<net.Socket>();
  let muteAfter: { marker: string; sent: () => void } | null = null;
  const server = net.createServer((client) => {
    if (down) return client.destroy();
    clients.add(client);
    client.on('close', () => clients.delete(client));
    if (frozen) client.pause();
    const upstream = net.connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('data', (chunk: Buffer) => {
      if (swallowing) {
        swallowed.add(client);
        return;
      }
      upstream.write(chunk);
      if (muteAfter && chunk.includes(muteAfter.marker)) {
        muted = true;
        muteAfter.sent();
        muteAfter = null;
      }
    });
    upstream.on('data', (chunk) => {
      if (!muted && !swallowing) client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  let killed = false;
  const proxy: TcpProxy = {
    port,
    kill() {
      killed = true;
      proxy.cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    freeze() {
      frozen = true;
      for (const client of clients) client.pause();
    },
    mute() {
      muted = true;
    },
    blackHole() {
      swallowing = true;
    },
    muteAfterSending(marker) {
      return new Promise<void>((sent) => {
        muteAfter = { marker, sent };
      });
    },
    restore() {
      if (killed) {
        killed = false;
        server.listen(port, '127.0.0.1');
      }
      down = false;
      frozen = false;
      muted = false;
      muteAfter = null;
      swallowing = false;
      for (const client of swallowed) client.destroy();
      swallowed.clear();
      for (const client of clients) client.resume();
    },
    cutFor(ms) {
      proxy.cut();
      return new Promise((resolve) =>
        setTimeout(() => {
          proxy.restore();
          resolve();
        }, ms),
      );
    },
    close() {
      for (const socket of sockets) socket.destroy();
      if (killed) return Promise.resolve();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
