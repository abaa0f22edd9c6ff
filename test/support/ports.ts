import { type AddressInfo, createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now, for a child process to listen on. */
export function freePort(): Promise<number> {
  const server = createServer();
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    }),
  );
}
