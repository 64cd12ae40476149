import { describe, expect, it } from 'vitest';
import { argument, parseOutcome, RESULT_MARKER } from '../../bench/node/child-protocol';

describe('parseOutcome', () => {
  it('reads the last result line among other output', () => {
    const stdout = [
      'warming up',
      `${RESULT_MARKER}{"kind":"measured","value":1,"details":{}}`,
      `${RESULT_MARKER}{"kind":"measured","value":2,"details":{"ticks":5}}`,
      '',
    ].join('\n');
    expect(parseOutcome(stdout)).toEqual({ kind: 'measured', value: 2, details: { ticks: 5 } });
  });

  it('reads an absent module with its reason', () => {
    expect(parseOutcome(`${RESULT_MARKER}{"kind":"absent","reason":"no verifier"}\n`)).toEqual({
      kind: 'absent',
      reason: 'no verifier',
    });
  });

  it('quotes the output when there is no result, and refuses a malformed one', () => {
    expect(() => parseOutcome('Error: boom\n')).toThrow(/printed no result.*boom/);
    expect(() => parseOutcome(`${RESULT_MARKER}[1,2]\n`)).toThrow(/malformed/);
  });
});

describe('argument', () => {
  it('finds --name=value and names a missing argument', () => {
    expect(argument('level', ['node', 'x.ts', '--level=largest'])).toBe('largest');
    expect(() => argument('level', ['node', 'x.ts'])).toThrow('missing argument --level=<value>');
  });
});
