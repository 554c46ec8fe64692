import type { FieldErrorDto, ProblemDto } from './generated/operations';

/**
 * A refused request, as the service's RFC 9457 problem details describe it. `type` is stable: switch on
 * `code` (`not-your-turn`, `precondition-failed`, ...). Extension members (`legalActions`,
 * `currentVersion`, `retryAfter`, ...) are on `problem`.
 */
export class CroupierProblem extends Error {
  override readonly name = 'CroupierProblem';
  /** The problem type, e.g. `/problems/not-your-turn`; `GET` it for a description. */
  readonly type: string;
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  /** One entry per invalid field, for validation problems. */
  readonly errors: readonly FieldErrorDto[];
  readonly instance: string | undefined;
  readonly requestId: string | undefined;
  /** The whole answer, extension members included. */
  readonly problem: ProblemDto & Record<string, unknown>;

  constructor(problem: ProblemDto & Record<string, unknown>) {
    super(`${problem.status} ${problem.title}: ${problem.detail}`);
    this.type = problem.type;
    this.status = problem.status;
    this.title = problem.title;
    this.detail = problem.detail;
    this.errors = problem.errors ?? [];
    this.instance = problem.instance;
    this.requestId = problem.requestId;
    this.problem = problem;
  }

  /** The last segment of `type`: `not-your-turn` for `/problems/not-your-turn`. */
  get code(): string {
    return this.type.slice(this.type.lastIndexOf('/') + 1);
  }

  /**
   * The problem an answer carries: its problem+json body, or, for an answer that has none (a proxy's
   * error page), an `about:blank` problem with the status and the text.
   */
  static async from(response: Response): Promise<CroupierProblem> {
    const text = await response.text();
    if (/^application\/(problem\+)?json/i.test(response.headers.get('content-type') ?? '')) {
      try {
        const body = JSON.parse(text) as Partial<ProblemDto> & Record<string, unknown>;
        if (typeof body.type === 'string' && typeof body.title === 'string') {
          return new CroupierProblem({ ...body, type: body.type, title: body.title, status: body.status ?? response.status, detail: body.detail ?? '' });
        }
      } catch {
        // Not JSON after all: described below from the status and the text.
      }
    }
    return new CroupierProblem({ type: 'about:blank', title: response.statusText || `HTTP ${response.status}`, status: response.status, detail: text.slice(0, 500) });
  }
}
