import { describe, expect, it } from 'vitest';
import { KeptProofs } from '../../../src/app/editor/kept-proofs';
import { winningReplay } from '../../replay/support/replays';

const replay = winningReplay('first-steps');
const proofOf = (hash: string, finalTimeTicks = 70) => ({ hash, replay, finalTimeTicks });

describe('the proofs an editor session keeps', () => {
  it('keeps 32 contents and drops the oldest for the 33rd', () => {
    const proofs = new KeptProofs();
    for (let i = 1; i <= 33; i++) proofs.keep(proofOf(`h${String(i)}`));
    expect(proofs.get('h1')).toBeUndefined();
    expect(proofs.get('h2')?.hash).toBe('h2');
    expect(proofs.get('h33')?.hash).toBe('h33');
  });

  it('makes a content won again the newest, with its new time', () => {
    const proofs = new KeptProofs();
    for (let i = 1; i <= 32; i++) proofs.keep(proofOf(`h${String(i)}`));
    proofs.keep(proofOf('h1', 64));
    proofs.keep(proofOf('h33'));
    expect(proofs.get('h1')?.finalTimeTicks).toBe(64);
    expect(proofs.get('h2')).toBeUndefined();
    expect(proofs.get('h3')?.hash).toBe('h3');
  });
});
