import type { Operation } from '../../api/operations';
import { isRefusal, type Refusal } from '../service/refusal';
import type { Answered } from './answers';

/**
 * A handler's outcome that its operation does not declare: a bug of the service, answered 500
 * and logged, never sent as a refusal or a status the contract (and the OpenAPI document) does
 * not name.
 */
export class UndeclaredOutcome extends Error {
  override readonly name = 'UndeclaredOutcome';
}

/**
 * `outcome` when its operation declares it: a refusal of a kind in its `refusals`, or a success
 * of a status in its `answers` (201 when it created something, else 200); else it throws
 * UndeclaredOutcome naming both.
 */
export function declaredOutcome(
  op: Pick<Operation, 'id' | 'refusals' | 'answers'>,
  outcome: Answered | Refusal,
): Answered | Refusal {
  if (isRefusal(outcome)) {
    if (Object.hasOwn(op.refusals, outcome.refusal)) return outcome;
    throw new UndeclaredOutcome(
      `${op.id} refused with ${outcome.refusal}, which it does not declare`,
    );
  }
  const status = outcome.created === true ? 201 : 200;
  if (Object.hasOwn(op.answers, status)) return outcome;
  throw new UndeclaredOutcome(`${op.id} answered ${String(status)}, which it does not declare`);
}
