import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { OPERATOR_CODE_PATTERN, PLAYER_KEY_PATTERN } from '../../api';
import { bearerOf, playerKeyHash } from '../players/player-key';
import { refused, type Refusal } from '../service/refusal';
import type { OperatorStore } from '../store/moderation/operator-store';
import type { PlayerStore } from '../store/player-store';

/** An operator whose code was checked: who the audit log names. */
export interface Operator {
  readonly name: string;
}

/** A fresh operator code: `op_` and 256 random bits in base64url, shown once. */
export function newOperatorCode(): string {
  return `op_${randomBytes(32).toString('base64url')}`;
}

/** The SHA-256 of a code, hex: all the service keeps of it. */
export function operatorCodeHash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/**
 * The operator holding `code`, compared in constant time: the code's digest against every
 * operator's stored digest (equal lengths), all of them, whichever matches.
 */
export function operatorOf(
  code: string,
  operators: readonly { readonly name: string; readonly codeHash: string }[],
): Operator | undefined {
  const digest = Buffer.from(operatorCodeHash(code), 'hex');
  let found: Operator | undefined;
  for (const operator of operators) {
    const stored = Buffer.from(operator.codeHash, 'hex');
    if (stored.length === digest.length && timingSafeEqual(stored, digest)) {
      found = { name: operator.name };
    }
  }
  return found;
}

/**
 * The operator an `Authorization: Bearer <code>` header names, or the refusal: no header, not a
 * bearer code, or a code no operator holds (401); a player's key (403: players may not moderate).
 */
export async function authenticateOperator(
  header: string | undefined,
  stores: {
    readonly operators: Pick<OperatorStore, 'all'>;
    readonly players: Pick<PlayerStore, 'byKeyHash'>;
  },
): Promise<Operator | Refusal> {
  const code = bearerOf(header);
  if (code === undefined) {
    return refused(
      'unauthorized',
      'authorization',
      'is missing: send "Authorization: Bearer <operator code>"',
    );
  }
  if (OPERATOR_CODE_PATTERN.test(code)) {
    const operator = operatorOf(code, await stores.operators.all());
    if (operator !== undefined) return operator;
  } else if (PLAYER_KEY_PATTERN.test(code)) {
    const player = await stores.players.byKeyHash(playerKeyHash(code));
    if (player !== undefined) {
      return refused(
        'forbidden',
        'authorization',
        'is a player key: only an operator code may moderate',
      );
    }
  }
  return refused('unauthorized', 'authorization', 'names no operator code');
}
