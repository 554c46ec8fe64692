/**
 * The operationId of every route, as a client generator turns it into a function name
 * (`client.createHand`, `client.act`). Keyed by `Controller.method`; a route missing here fails the
 * document build, so a new route gets a name someone chose.
 */
export const OPERATION_IDS: Readonly<Record<string, string>> = {
  'RootController.index': 'getIndex',
  'GamesController.list': 'listGames',
  'GamesController.get': 'getGame',
  'ShowdownsController.evaluate': 'evaluateShowdown',
  'EquityController.evaluate': 'evaluateEquity',
  'HandsController.create': 'createHand',
  'HandsController.list': 'listHands',
  'HandsController.get': 'getHand',
  'HandsController.delete': 'deleteHand',
  'HandsController.act': 'act',
  'HandsController.replay': 'replayHand',
  'HandsController.issueSeatTokens': 'issueSeatTokens',
  'LiveController.stream': 'streamHandEvents',
  'WebhooksController.create': 'createWebhook',
  'WebhooksController.list': 'listWebhooks',
  'WebhooksController.get': 'getWebhook',
  'WebhooksController.delete': 'deleteWebhook',
  'WebhooksController.deliveries': 'listWebhookDeliveries',
  'HistoriesController.history': 'getHistory',
  'HistoriesController.import': 'importHands',
  'PotLimitController.limits': 'potLimit',
  'ReplaysController.createShare': 'createShare',
  'ReplaysController.listShares': 'listShares',
  'ReplaysController.revokeShare': 'revokeShare',
  'ReplaysController.replayData': 'getReplayData',
  'AdminController.createApp': 'createApp',
  'AdminController.listApps': 'listApps',
  'AdminController.getApp': 'getApp',
  'AdminController.createAppKey': 'createAppKey',
  'AdminController.createAdminKey': 'createAdminKey',
  'AdminController.listKeys': 'listKeys',
  'AdminController.revoke': 'revokeKey',
  'RetentionController.get': 'getRetention',
  'RetentionController.set': 'setRetention',
  'HealthController.live': 'live',
  'HealthController.ready': 'ready',
  'ProblemsController.list': 'listProblems',
  'ProblemsController.get': 'getProblem',
};

/** `SwaggerModule.createDocument`'s `operationIdFactory`: the chosen name, or an error naming the route. */
export function operationIdOf(controllerKey: string, methodKey: string): string {
  const id = OPERATION_IDS[`${controllerKey}.${methodKey}`];
  if (id === undefined) throw new Error(`${controllerKey}.${methodKey} has no operationId: name it in src/common/openapi/operation-ids.ts`);
  return id;
}
