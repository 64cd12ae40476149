import { HIDDEN_PLAYER } from '../../api';
import { nameSkeleton } from './name-skeleton';

/**
 * Names no key may claim: the board's marker for a hidden name, the words that speak for the
 * service, and the game's own name. A player under one of them could pass for the service.
 */
export const RESERVED_NAMES: readonly string[] = [
  HIDDEN_PLAYER,
  'operator',
  'admin',
  'administrator',
  'moderator',
  'Mythic Maze',
];

/**
 * The form a name is compared with the reserved ones by: its skeleton (case, width and
 * confusable letters folded) with every character that is not a letter or a digit taken out,
 * so `Hidden_Player`, `h i d d e n p l a y e r` and `Mythic-Maze` are the reserved names.
 */
function reservedForm(name: string): string {
  return nameSkeleton(name).replace(/[^\p{L}\p{N}]/gu, '');
}

const RESERVED_FORMS = new Map(RESERVED_NAMES.map((name) => [reservedForm(name), name]));

/** The reserved name `name` stands for, if it is one in any case, spacing or confusable form. */
export function reservedName(name: string): string | undefined {
  return RESERVED_FORMS.get(reservedForm(name));
}
