export { CroupierClient, type ClientOptions } from './client';
export { CroupierProblem } from './problem';
export type { Answer, Body, OperationId, Query, RequestOptions } from './operation-types';
export * from './generated/operations';
export type { components, operations, paths } from './generated/schema';
