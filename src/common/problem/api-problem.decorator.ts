import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { PROBLEM_CONTENT_TYPE } from './problem';
import { ProblemDto } from './problem.dto';

/** Documents problem responses with their real media type, `application/problem+json`. */
export function ApiProblems(...responses: { status: number; description: string; example?: Record<string, unknown> }[]) {
  return applyDecorators(
    ApiExtraModels(ProblemDto),
    ...responses.map(({ status, description, example }) =>
      ApiResponse({
        status,
        description,
        content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: getSchemaPath(ProblemDto) }, ...(example ? { example } : {}) } },
      }),
    ),
  );
}
