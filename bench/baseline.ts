import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The ceiling: a bare Node HTTP server answering 302, as cheap as an HTTP answer gets. */
export async function startBaseline(): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(302, { location: 'https://example.com/offer' });
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
