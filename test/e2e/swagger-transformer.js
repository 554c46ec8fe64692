// Applies the @nestjs/swagger CLI plugin under ts-jest, so DTO schemas in tests match `nest build`.
const plugin = require('@nestjs/swagger/plugin');

module.exports.name = 'nestjs-swagger-transformer';
module.exports.version = 1;
module.exports.factory = (cs) => plugin.before({ classValidatorShim: true, introspectComments: true }, cs.program);
