import { describe, expect, it } from 'vitest';
import {
  DAILY_OPTIONS,
  dailyLevel,
  dailySeed,
  GeneratorError,
  generateLevel,
} from '../../src/levels';
import { fnv1aBytes, hashLevel } from '../../src/sim';

const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));

describe('daily labyrinth', () => {
  it('seeds from the UTC date: FNV-1a of "mythic-maze-daily-YYYY-MM-DD"', () => {
    expect(dailySeed(2026, 1, 1)).toBe(668808382);
    expect(dailySeed(2026, 1, 1)).toBe(fnv1aBytes(ascii('mythic-maze-daily-2026-01-01')));
    expect(dailySeed(2024, 2, 29)).toBe(3422004061);
    expect(dailySeed(2026, 1, 2)).not.toBe(dailySeed(2026, 1, 1));
  });

  it('gives the same level to everyone on the same day', () => {
    const level = dailyLevel(2026, 1, 1);
    expect(`0x${hashLevel(level).toString(16)}`).toBe('0xecb0b9c6');
    expect(level.id).toBe('daily-2026-01-01');
    expect(level.name).toBe('Daily Labyrinth, 1 January 2026');
    expect(hashLevel(level)).toBe(hashLevel(generateLevel(dailySeed(2026, 1, 1), DAILY_OPTIONS)));
    expect(dailyLevel(2026, 1, 1)).toEqual(level);
  });

  it('refuses dates that do not exist', () => {
    expect(() => dailySeed(2023, 2, 29)).toThrow(GeneratorError);
    expect(() => dailySeed(2100, 2, 29)).toThrow(/day/);
    expect(() => dailySeed(2026, 4, 31)).toThrow(/day/);
    expect(() => dailySeed(2026, 13, 1)).toThrow(/month/);
    expect(() => dailySeed(2026, 0, 1)).toThrow(/month/);
    expect(() => dailySeed(0, 1, 1)).toThrow(/year/);
    expect(() => dailySeed(2026.5, 1, 1)).toThrow(/year/);
    expect(dailySeed(2000, 2, 29)).toBe(fnv1aBytes(ascii('mythic-maze-daily-2000-02-29')));
  });
});
