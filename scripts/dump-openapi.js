// Writes the OpenAPI document the built app serves at /docs-json to the given file. The app is
// created in-process (no port, no database connection: the document needs neither).
require('reflect-metadata');
const { writeFileSync } = require('node:fs');

/** The text /docs-json answers, from the app in dist/ (build it first). */
async function servedDocument() {
  const { createApp } = require('../dist/app');
  const app = await createApp({ databaseUrl: 'postgresql://unused@127.0.0.1:1/unused', databasePoolSize: 1, logLevel: 'silent', logger: false, shutdownHooks: false });
  try {
    const fastify = app.getHttpAdapter().getInstance();
    await fastify.ready();
    const response = await fastify.inject({ method: 'GET', url: '/docs-json' });
    if (response.statusCode !== 200) throw new Error(`/docs-json answered ${response.statusCode}`);
    return response.body;
  } finally {
    await app.close();
  }
}

module.exports = { servedDocument };

if (require.main === module) {
  servedDocument()
    .then((body) => writeFileSync(process.argv[2], body))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
