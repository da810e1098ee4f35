import Fastify from 'fastify';

/**
 * The baseline the check-in benchmark measures beside the API: a bare Fastify app, in its own
 * process like the server, with one JSON route that parses the same request body and answers a
 * small JSON envelope — HTTP, routing and JSON without authentication, validation or a database.
 * Usage: node --import tsx tests/bench/bareServer.ts <port>; prints "listening" when ready.
 */
const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.post('/v1/bare', async (request) => {
  const body = request.body as { ticketId?: string; checkIn?: boolean };
  return { data: { status: body.checkIn ? 'checkedIn' : 'checkedOut', ticketId: body.ticketId ?? null } };
});
await app.listen({ port, host: '127.0.0.1' });
console.log('listening');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
