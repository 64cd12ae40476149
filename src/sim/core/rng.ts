/**
 * sfc32, Chris Doty-Humphrey's "Small Fast Counting" generator from PractRand (public domain),
 * kept as four uint32 words that live in the simulation state and are hashed with it.
 *
 * One step: t = a + b + counter; counter += 1; a = b ^ (b >>> 9); b = c + (c << 3);
 * c = rotl(c, 21) + t; output t. Seeding follows PractRand's `seed(uint64)`: a = 0, b = low word,
 * c = high word, counter = 1, then 12 outputs are discarded. Only 32-bit integer operations, so
 * every JavaScript engine produces the same sequence; stepping allocates nothing.
 */
export class Sfc32 {
  a = 0;
  b = 0;
  c = 0;
  counter = 1;

  /** A generator seeded with `seed` (a uint32, PractRand's 64-bit seed with a zero high word). */
  constructor(seed: number) {
    this.seed(seed, 0);
  }

  /** Reseeds from a 64-bit seed given as its low and high uint32 words. */
  seed(low: number, high: number): void {
    this.a = 0;
    this.b = low | 0;
    this.c = high | 0;
    this.counter = 1;
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** The next output as a uint32. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.counter) | 0;
    this.counter = (this.counter + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (((this.c << 21) | (this.c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  /**
   * An integer in 0..n-1 for 1 <= n <= 2^16. Plain modulo: the bias is below 2^-16 for such n,
   * and what matters here is that every platform draws the same number.
   */
  nextBelow(n: number): number {
    return this.nextUint32() % n;
  }
}
