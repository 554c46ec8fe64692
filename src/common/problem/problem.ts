import { HttpException } from '@nestjs/common';
import { problemType, problemTypeUri, type ProblemCode } from './problem-types';

/** An RFC 9457 problem details object, with Croupier's extension members. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  /** Field-level errors: a JSON pointer into the request and what is wrong there. */
  errors?: FieldError[];
  [extension: string]: unknown;
}

export interface FieldError {
  pointer: string;
  detail: string;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The problem of a documented type, with this request's detail. */
export function problemOf(code: ProblemCode, detail: string, extensions: Record<string, unknown> = {}): ProblemDetails {
  const type = problemType(code);
  return { type: problemTypeUri(type.code), title: type.title, status: type.status, detail, ...extensions };
}

/** Thrown anywhere in the HTTP layer; the global filter writes it out as it is. */
export class ProblemException extends HttpException {
  readonly problem: ProblemDetails;

  constructor(code: ProblemCode, detail: string, extensions: Record<string, unknown> = {}) {
    const problem = problemOf(code, detail, extensions);
    super(problem, problem.status);
    this.problem = problem;
  }
}
