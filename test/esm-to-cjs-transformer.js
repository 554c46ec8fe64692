// Jest on Node 20 cannot `require` ES modules. A few dependencies of the HTTP stack ship ESM only
// (content-disposition, used by @fastify/static for the Swagger UI); this compiles them to CommonJS
// for the test runtime, the same way Node 20.19+ loads them natively in the running service.
const ts = require('typescript');

module.exports = {
  process(source, filename) {
    const out = ts.transpileModule(source, {
      fileName: filename,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true, sourceMap: false },
    });
    return { code: out.outputText };
  },
};
