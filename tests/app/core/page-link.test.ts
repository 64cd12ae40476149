import { describe, expect, it } from 'vitest';
import { pageLink } from '../../../src/app/core/page-link';

describe('pageLink', () => {
  it("puts the fragment after the page's address, its query kept", () => {
    expect(pageLink('https://maze.example/play/?level=x', 'l=abc')).toBe(
      'https://maze.example/play/?level=x#l=abc',
    );
  });

  it("replaces the fragment the page was opened with, from its first '#'", () => {
    expect(pageLink('https://maze.example/#r=old#more', 'r=new')).toBe(
      'https://maze.example/#r=new',
    );
    expect(pageLink('https://maze.example/#', 'l=x')).toBe('https://maze.example/#l=x');
  });
});
