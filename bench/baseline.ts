import { createServer } from 'node:http';

/** The ceiling: a bare Node HTTP server answering 302, as cheap as an HTTP answer gets. Run as a child process. */
if (require.main === module) {
  const server = createServer((_request, response) => {
    response.writeHead(302, { location: 'https://example.com/offer' });
    response.end();
  });
  server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('baseline listening'));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
