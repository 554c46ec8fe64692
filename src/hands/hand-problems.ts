import { ProblemException } from '../common/problem/problem';

/** Problems about which hand or seat a request names, shared by the hands and histories routes. */

export function handNotFound(id: string): ProblemException {
  return new ProblemException('not-found', `There is no hand '${id}'.`);
}

/** Every asked-for seat is one of the hand's seats (`pointer`: where the request named them). */
export function checkSeats(seats: readonly number[], asked: readonly number[], pointer: string): void {
  const missing = asked.filter((s) => !seats.includes(s));
  if (missing.length === 0) return;
  throw new ProblemException('validation-error', `seat ${missing.join(', ')} is not in this hand`, {
    errors: missing.map((s) => ({ pointer, detail: `seat ${s} is not in this hand; its seats are ${seats.join(', ')}` })),
  });
}
