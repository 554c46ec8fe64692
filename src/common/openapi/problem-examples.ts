// Written by test/e2e/problem-examples.e2e-spec.ts with CAPTURE_PROBLEM_EXAMPLES=1: real answers of the
// service, one per documented error of each operation. The same test fails when they go stale.

/** Problem bodies by operationId, then by status. */
export const PROBLEM_EXAMPLES: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, unknown>>>>>> = {
  "getProblem": {
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no problem type '00000000-0000-4000-8000-000000000000'; GET /problems lists them.",
      "instance": "/problems/00000000-0000-4000-8000-000000000000",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "createApp": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/admin/apps",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an admin key, not an app key.",
      "instance": "/v1/admin/apps",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "422": {
      "type": "/problems/validation-error",
      "title": "Invalid request",
      "status": 422,
      "detail": "/unknownField: unknown field 'unknownField'; remove it (the fields here are name, rateLimitPerMinute)",
      "errors": [
        {
          "pointer": "/unknownField",
          "detail": "unknown field 'unknownField'; remove it (the fields here are name, rateLimitPerMinute)"
        }
      ],
      "instance": "/v1/admin/apps",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/admin/apps",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "listApps": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/admin/apps",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an admin key, not an app key.",
      "instance": "/v1/admin/apps",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/admin/apps",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "getApp": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/admin/apps/00000000-0000-4000-8000-000000000000",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an admin key, not an app key.",
      "instance": "/v1/admin/apps/00000000-0000-4000-8000-000000000000",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no app '00000000-0000-4000-8000-000000000000'.",
      "instance": "/v1/admin/apps/00000000-0000-4000-8000-000000000000",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/admin/apps/00000000-0000-4000-8000-000000000000",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "createAppKey": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/admin/apps/00000000-0000-4000-8000-000000000000/keys",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an admin key, not an app key.",
      "instance": "/v1/admin/apps/00000000-0000-4000-8000-000000000000/keys",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no app '00000000-0000-4000-8000-000000000000'.",
      "instance": "/v1/admin/apps/00000000-0000-4000-8000-000000000000/keys",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "422": {
      "type": "/problems/validation-error",
      "title": "Invalid request",
      "status": 422,
      "detail": "/unknownField: unknown field 'unknownField'; remove it (the fields here are name, rateLimitPerMinute)",
      "errors": [
        {
          "pointer": "/unknownField",
          "detail": "unknown field 'unknownField'; remove it (the fields here are name, rateLimitPerMinute)"
        }
      ],
      "instance": "/v1/admin/apps/00000000-0000-4000-8000-000000000000/keys",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/admin/apps/00000000-0000-4000-8000-000000000000/keys",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "createAdminKey": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/admin/admin-keys",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an admin key, not an app key.",
      "instance": "/v1/admin/admin-keys",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "422": {
      "type": "/problems/validation-error",
      "title": "Invalid request",
      "status": 422,
      "detail": "/unknownField: unknown field 'unknownField'; remove it (the fields here are name, rateLimitPerMinute)",
      "errors": [
        {
          "pointer": "/unknownField",
          "detail": "unknown field 'unknownField'; remove it (the fields here are name, rateLimitPerMinute)"
        }
      ],
      "instance": "/v1/admin/admin-keys",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/admin/admin-keys",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "listKeys": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/admin/keys",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an admin key, not an app key.",
      "instance": "/v1/admin/keys",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/admin/keys",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "revokeKey": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/admin/keys/22222222-2222-4222-8222-222222222222/revoke",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an admin key, not an app key.",
      "instance": "/v1/admin/keys/22222222-2222-4222-8222-222222222222/revoke",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no key '00000000-0000-4000-8000-000000000000'.",
      "instance": "/v1/admin/keys/00000000-0000-4000-8000-000000000000/revoke",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "409": {
      "type": "/problems/last-admin-key",
      "title": "Last admin key",
      "status": 409,
      "detail": "This is the only active admin key: create another admin key before revoking it.",
      "instance": "/v1/admin/keys/22222222-2222-4222-8222-222222222222/revoke",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/admin/keys/22222222-2222-4222-8222-222222222222/revoke",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "listGames": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/games",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key, not an admin key.",
      "instance": "/v1/games",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "422": {
      "type": "/problems/validation-error",
      "title": "Invalid request",
      "status": 422,
      "detail": "/unknownParam: unknown field 'unknownParam'; remove it (the fields here are family, bettingStructure, playable)",
      "errors": [
        {
          "pointer": "/unknownParam",
          "detail": "unknown field 'unknownParam'; remove it (the fields here are family, bettingStructure, playable)"
        }
      ],
      "instance": "/v1/games?unknownParam=1",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/games",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "getGame": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/games/holdem",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key, not an admin key.",
      "instance": "/v1/games/holdem",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no game 'nosuchgame'. Known games: holdem, omaha, omahaHiLo, sevenCardStud, razz, sevenCardStudHiLo, crazyPineapple, crazyPineappleHiLo, jacksOrBetter, lowballDraw, deuceToSevenTripleDraw, aceToFiveTripleDraw, courchevel, irish, aviation, fiveCardStud.",
      "instance": "/v1/games/nosuchgame",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/games/holdem",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "evaluateShowdown": {
    "400": {
      "type": "/problems/malformed-request",
      "title": "Malformed request",
      "status": 400,
      "detail": "Body is not valid JSON but content-type is set to 'application/json'",
      "instance": "/v1/showdowns",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/showdowns",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key, not an admin key.",
      "instance": "/v1/showdowns",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "415": {
      "type": "/problems/unsupported-media-type",
      "title": "Unsupported media type",
      "status": 415,
      "detail": "The request body must be sent with Content-Type: application/json.",
      "instance": "/v1/showdowns",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "422": {
      "type": "/problems/validation-error",
      "title": "Invalid request",
      "status": 422,
      "detail": "/unknownField: unknown field 'unknownField'; remove it (the fields here are game, board, players, pot, button, options)",
      "errors": [
        {
          "pointer": "/unknownField",
          "detail": "unknown field 'unknownField'; remove it (the fields here are game, board, players, pot, button, options)"
        }
      ],
      "instance": "/v1/showdowns",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/showdowns",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "createHand": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/hands",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key, not an admin key.",
      "instance": "/v1/hands",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "422": {
      "type": "/problems/validation-error",
      "title": "Invalid request",
      "status": 422,
      "detail": "/unknownField: unknown field 'unknownField'; remove it (the fields here are game, bettingStructure, stakes, seats, button, deck, dealing, seed, deadMoney, options, seatTokens)",
      "errors": [
        {
          "pointer": "/unknownField",
          "detail": "unknown field 'unknownField'; remove it (the fields here are game, bettingStructure, stakes, seats, button, deck, dealing, seed, deadMoney, options, seatTokens)"
        }
      ],
      "instance": "/v1/hands",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/hands",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "listHands": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/hands",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key, not an admin key.",
      "instance": "/v1/hands",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "422": {
      "type": "/problems/validation-error",
      "title": "Invalid request",
      "status": 422,
      "detail": "/unknownParam: unknown field 'unknownParam'; remove it (the fields here are game, status, createdFrom, createdTo, limit, cursor)",
      "errors": [
        {
          "pointer": "/unknownParam",
          "detail": "unknown field 'unknownParam'; remove it (the fields here are game, status, createdFrom, createdTo, limit, cursor)"
        }
      ],
      "instance": "/v1/hands?unknownParam=1",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/hands",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "getHand": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key or a seat token, not an admin key.",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no hand '00000000-0000-4000-8000-000000000000'.",
      "instance": "/v1/hands/00000000-0000-4000-8000-000000000000",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "422": {
      "type": "/problems/validation-error",
      "title": "Invalid request",
      "status": 422,
      "detail": "/unknownParam: unknown field 'unknownParam'; remove it (the fields here are seat)",
      "errors": [
        {
          "pointer": "/unknownParam",
          "detail": "unknown field 'unknownParam'; remove it (the fields here are seat)"
        }
      ],
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111?unknownParam=1",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "deleteHand": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key, not an admin key.",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no hand '00000000-0000-4000-8000-000000000000'.",
      "instance": "/v1/hands/00000000-0000-4000-8000-000000000000",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "act": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/actions",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key or a seat token, not an admin key.",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/actions",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no hand '00000000-0000-4000-8000-000000000000'.",
      "instance": "/v1/hands/00000000-0000-4000-8000-000000000000/actions",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "409": {
      "type": "/problems/decision-superseded",
      "title": "Decision superseded",
      "status": 409,
      "detail": "seat 2 acted on this hand after the version this action was decided on (5); it is now at version 10: decide again on the hand as it is",
      "decidedVersion": 5,
      "currentVersion": 10,
      "hand": {
        "id": "11111111-1111-4111-8111-111111111111",
        "game": "holdem",
        "bettingStructure": "noLimit",
        "stakes": {
          "smallBlind": 1,
          "bigBlind": 2,
          "ante": 0,
          "anteStyle": "uniform",
          "bringIn": 0,
          "smallBet": 0,
          "bigBet": 0,
          "minBet": 2
        },
        "button": 1,
        "status": "live",
        "version": 10,
        "street": "flop",
        "board": [
          "5d",
          "2s",
          "3c"
        ],
        "seats": [
          {
            "seat": 1,
            "startingStack": 100,
            "stack": 98,
            "bet": 0,
            "committed": 2,
            "folded": false,
            "allIn": false,
            "cards": [
              {
                "card": "Qd",
                "up": false
              },
              {
                "card": "5h",
                "up": false
              }
            ]
          },
          {
            "seat": 2,
            "startingStack": 100,
            "stack": 98,
            "bet": 0,
            "committed": 2,
            "folded": false,
            "allIn": false,
            "cards": [
              {
                "card": "Qs",
                "up": false
              },
              {
                "card": "2h",
                "up": false
              }
            ]
          }
        ],
        "pot": 4,
        "pots": [
          {
            "amount": 4,
            "eligible": [
              1,
              2
            ]
          }
        ],
        "toAct": {
          "seat": 2,
          "legalActions": [
            {
              "type": "fold"
            },
            {
              "type": "check"
            },
            {
              "type": "bet",
              "min": 2,
              "max": 98
            }
          ]
        },
        "result": null,
        "deadMoney": 0,
        "dealing": "deck",
        "awaitingDeal": null,
        "commitment": "0000000000000000000000000000000000000000000000000000000000000000",
        "createdAt": "2026-11-29T22:30:05.000Z",
        "updatedAt": "2026-11-29T22:30:05.000Z"
      },
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/actions",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "412": {
      "type": "/problems/precondition-failed",
      "title": "Precondition failed",
      "status": 412,
      "detail": "the hand is at version 4, not 999; fetch it and decide again",
      "currentVersion": 4,
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/actions",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "422": {
      "type": "/problems/validation-error",
      "title": "Invalid request",
      "status": 422,
      "detail": "/unknownField: unknown field 'unknownField'; remove it (the fields here are seat, type, amount, cards)",
      "errors": [
        {
          "pointer": "/unknownField",
          "detail": "unknown field 'unknownField'; remove it (the fields here are seat, type, amount, cards)"
        }
      ],
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/actions",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/actions",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "replayHand": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/replay",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key or a seat token, not an admin key.",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/replay",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no hand '00000000-0000-4000-8000-000000000000'.",
      "instance": "/v1/hands/00000000-0000-4000-8000-000000000000/replay?step=0",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "422": {
      "type": "/problems/validation-error",
      "title": "Invalid request",
      "status": 422,
      "detail": "/unknownParam: unknown field 'unknownParam'; remove it (the fields here are step, seat)",
      "errors": [
        {
          "pointer": "/unknownParam",
          "detail": "unknown field 'unknownParam'; remove it (the fields here are step, seat)"
        }
      ],
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/replay?unknownParam=1",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/replay",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "issueSeatTokens": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/seat-tokens",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key, not an admin key.",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/seat-tokens",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no hand '00000000-0000-4000-8000-000000000000'.",
      "instance": "/v1/hands/00000000-0000-4000-8000-000000000000/seat-tokens",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "422": {
      "type": "/problems/validation-error",
      "title": "Invalid request",
      "status": 422,
      "detail": "/unknownField: unknown field 'unknownField'; remove it (the fields here are seats)",
      "errors": [
        {
          "pointer": "/unknownField",
          "detail": "unknown field 'unknownField'; remove it (the fields here are seats)"
        }
      ],
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/seat-tokens",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/seat-tokens",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "getHistory": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/history",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key, not an admin key.",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/history",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no hand '00000000-0000-4000-8000-000000000000'.",
      "instance": "/v1/hands/00000000-0000-4000-8000-000000000000/history",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "422": {
      "type": "/problems/validation-error",
      "title": "Invalid request",
      "status": 422,
      "detail": "/unknownParam: unknown field 'unknownParam'; remove it (the fields here are format, seat)",
      "errors": [
        {
          "pointer": "/unknownParam",
          "detail": "unknown field 'unknownParam'; remove it (the fields here are format, seat)"
        }
      ],
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/history?unknownParam=1",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/history",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "importHands": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/hands/import",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key, not an admin key.",
      "instance": "/v1/hands/import",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "422": {
      "type": "/problems/validation-error",
      "title": "Invalid request",
      "status": 422,
      "detail": "send the PHH file as application/toml, or JSON { \"document\": \"<file>\" }",
      "errors": [
        {
          "pointer": "/document",
          "detail": "the PHH file as one string, and no other field"
        }
      ],
      "instance": "/v1/hands/import",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/hands/import",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "potLimit": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/pot-limit",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key, not an admin key.",
      "instance": "/v1/pot-limit",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "422": {
      "type": "/problems/validation-error",
      "title": "Invalid request",
      "status": 422,
      "detail": "/unknownField: unknown field 'unknownField'; remove it (the fields here are pot, bets, actor, stack, lastFullRaise, bigBlind)",
      "errors": [
        {
          "pointer": "/unknownField",
          "detail": "unknown field 'unknownField'; remove it (the fields here are pot, bets, actor, stack, lastFullRaise, bigBlind)"
        }
      ],
      "instance": "/v1/pot-limit",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/pot-limit",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "getRetention": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/admin/apps/00000000-0000-4000-8000-000000000000/retention",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an admin key, not an app key.",
      "instance": "/v1/admin/apps/00000000-0000-4000-8000-000000000000/retention",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no app '00000000-0000-4000-8000-000000000000'.",
      "instance": "/v1/admin/apps/00000000-0000-4000-8000-000000000000/retention",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/admin/apps/00000000-0000-4000-8000-000000000000/retention",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "setRetention": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/admin/apps/00000000-0000-4000-8000-000000000000/retention",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an admin key, not an app key.",
      "instance": "/v1/admin/apps/00000000-0000-4000-8000-000000000000/retention",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no app '00000000-0000-4000-8000-000000000000'.",
      "instance": "/v1/admin/apps/00000000-0000-4000-8000-000000000000/retention",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "422": {
      "type": "/problems/validation-error",
      "title": "Invalid request",
      "status": 422,
      "detail": "/unknownField: unknown field 'unknownField'; remove it (the fields here are completeHandRetentionDays)",
      "errors": [
        {
          "pointer": "/unknownField",
          "detail": "unknown field 'unknownField'; remove it (the fields here are completeHandRetentionDays)"
        }
      ],
      "instance": "/v1/admin/apps/00000000-0000-4000-8000-000000000000/retention",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/admin/apps/00000000-0000-4000-8000-000000000000/retention",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "ready": {
    "503": {
      "type": "/problems/service-unavailable",
      "title": "Service unavailable",
      "status": 503,
      "detail": "The database does not answer; retry shortly.",
      "instance": "/health/ready",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "createShare": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/shares",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key, not an admin key.",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/shares",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no hand '00000000-0000-4000-8000-000000000000'.",
      "instance": "/v1/hands/00000000-0000-4000-8000-000000000000/shares",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "422": {
      "type": "/problems/validation-error",
      "title": "Invalid request",
      "status": 422,
      "detail": "/unknownField: unknown field 'unknownField'; remove it (the fields here are seat, expiresIn)",
      "errors": [
        {
          "pointer": "/unknownField",
          "detail": "unknown field 'unknownField'; remove it (the fields here are seat, expiresIn)"
        }
      ],
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/shares",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/shares",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "getReplayData": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/replay-data",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key or a seat token or a share token, not an admin key.",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/replay-data",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no hand '00000000-0000-4000-8000-000000000000'.",
      "instance": "/v1/hands/00000000-0000-4000-8000-000000000000/replay-data",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "422": {
      "type": "/problems/validation-error",
      "title": "Invalid request",
      "status": 422,
      "detail": "/unknownParam: unknown field 'unknownParam'; remove it (the fields here are seat)",
      "errors": [
        {
          "pointer": "/unknownParam",
          "detail": "unknown field 'unknownParam'; remove it (the fields here are seat)"
        }
      ],
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/replay-data?unknownParam=1",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/replay-data",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "streamHandEvents": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/events",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key or a seat token, not an admin key.",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/events",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no hand '00000000-0000-4000-8000-000000000000'.",
      "instance": "/v1/hands/00000000-0000-4000-8000-000000000000/events",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "422": {
      "type": "/problems/validation-error",
      "title": "Invalid request",
      "status": 422,
      "detail": "/unknownParam: unknown field 'unknownParam'; remove it (the fields here are seat, after)",
      "errors": [
        {
          "pointer": "/unknownParam",
          "detail": "unknown field 'unknownParam'; remove it (the fields here are seat, after)"
        }
      ],
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/events?unknownParam=1",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/events",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "503": {
      "type": "/problems/streams-at-capacity",
      "title": "Streams at capacity",
      "status": 503,
      "detail": "This instance serves 0 streams already; retry in a moment (another instance may have room).",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/events",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "createWebhook": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/webhooks",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key, not an admin key.",
      "instance": "/v1/webhooks",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "422": {
      "type": "/problems/validation-error",
      "title": "Invalid request",
      "status": 422,
      "detail": "/unknownField: unknown field 'unknownField'; remove it (the fields here are url, events)",
      "errors": [
        {
          "pointer": "/unknownField",
          "detail": "unknown field 'unknownField'; remove it (the fields here are url, events)"
        }
      ],
      "instance": "/v1/webhooks",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/webhooks",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "listWebhooks": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/webhooks",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key, not an admin key.",
      "instance": "/v1/webhooks",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/webhooks",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "getWebhook": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/webhooks/id",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key, not an admin key.",
      "instance": "/v1/webhooks/id",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no webhook endpoint '00000000-0000-4000-8000-000000000000'.",
      "instance": "/v1/webhooks/00000000-0000-4000-8000-000000000000",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/webhooks/id",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "deleteWebhook": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/webhooks/id",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key, not an admin key.",
      "instance": "/v1/webhooks/id",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no webhook endpoint '00000000-0000-4000-8000-000000000000'.",
      "instance": "/v1/webhooks/00000000-0000-4000-8000-000000000000",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/webhooks/id",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "listWebhookDeliveries": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/webhooks/id/deliveries",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key, not an admin key.",
      "instance": "/v1/webhooks/id/deliveries",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no webhook endpoint '00000000-0000-4000-8000-000000000000'.",
      "instance": "/v1/webhooks/00000000-0000-4000-8000-000000000000/deliveries",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/webhooks/id/deliveries",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "evaluateEquity": {
    "400": {
      "type": "/problems/malformed-request",
      "title": "Malformed request",
      "status": 400,
      "detail": "Body is not valid JSON but content-type is set to 'application/json'",
      "instance": "/v1/equity",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/equity",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key, not an admin key.",
      "instance": "/v1/equity",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "415": {
      "type": "/problems/unsupported-media-type",
      "title": "Unsupported media type",
      "status": 415,
      "detail": "The request body must be sent with Content-Type: application/json.",
      "instance": "/v1/equity",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "422": {
      "type": "/problems/validation-error",
      "title": "Invalid request",
      "status": 422,
      "detail": "/unknownField: unknown field 'unknownField'; remove it (the fields here are game, options, board, dead, players, method, exactLimit, samples, seed, timeBudgetMs)",
      "errors": [
        {
          "pointer": "/unknownField",
          "detail": "unknown field 'unknownField'; remove it (the fields here are game, options, board, dead, players, method, exactLimit, samples, seed, timeBudgetMs)"
        }
      ],
      "instance": "/v1/equity",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/equity",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "503": {
      "type": "/problems/equity-busy",
      "title": "Equity busy",
      "status": 503,
      "detail": "This instance computes 1 equities at once and 0 more wait: retry in a moment, or ask for a smaller timeBudgetMs.",
      "instance": "/v1/equity",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "listShares": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/shares",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key, not an admin key.",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/shares",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no hand '00000000-0000-4000-8000-000000000000'.",
      "instance": "/v1/hands/00000000-0000-4000-8000-000000000000/shares",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/shares",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  },
  "revokeShare": {
    "401": {
      "type": "/problems/unauthenticated",
      "title": "Unauthenticated",
      "status": 401,
      "detail": "This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/shares/11111111-1111-4111-8111-111111111111",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "403": {
      "type": "/problems/forbidden",
      "title": "Forbidden",
      "status": 403,
      "detail": "This route takes an app key, not an admin key.",
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/shares/11111111-1111-4111-8111-111111111111",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "404": {
      "type": "/problems/not-found",
      "title": "Not found",
      "status": 404,
      "detail": "There is no hand '00000000-0000-4000-8000-000000000000'.",
      "instance": "/v1/hands/00000000-0000-4000-8000-000000000000/shares/00000000-0000-4000-8000-000000000000",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    },
    "429": {
      "type": "/problems/rate-limited",
      "title": "Rate limited",
      "status": 429,
      "detail": "This key may make 1 requests per minute; try again in 60 s.",
      "limit": 1,
      "retryAfter": 60,
      "instance": "/v1/hands/11111111-1111-4111-8111-111111111111/shares/11111111-1111-4111-8111-111111111111",
      "requestId": "3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13"
    }
  }
};
