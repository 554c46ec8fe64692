import Fastify from 'fastify';

/** The ceiling for `npm run bench:api`: bare Fastify answering a constant JSON object on loopback. */
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.post('/hello', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT ?? 38201), host: '127.0.0.1' }).then(
  () => console.log('ready'),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
