import { describe, expect, it } from 'vitest';
import { truncateName, userMenuNameLength } from './truncate-name';

describe('truncateName', () => {
  it('keeps names of up to 19 characters', () => {
    expect(userMenuNameLength).toBe(19);
    expect(truncateName('Lan Nguyen')).toBe('Lan Nguyen');
    expect(truncateName('a'.repeat(19))).toBe('a'.repeat(19));
  });

  it('cuts longer names at 19 characters and adds an ellipsis', () => {
    expect(truncateName('Alexandra Montgomery-Smith')).toBe('Alexandra Montgomer…');
    expect(truncateName('a'.repeat(20))).toBe(`${'a'.repeat(19)}…`);
  });

  it('counts characters, not UTF-16 units', () => {
    const name = `${'😀'.repeat(20)}`;
    expect(truncateName(name)).toBe(`${'😀'.repeat(19)}…`);
    expect(truncateName('Nguyễn Thị Phương Thảo')).toBe('Nguyễn Thị Phương T…');
  });
});
