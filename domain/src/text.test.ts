import { describe, expect, it } from 'vitest';
import { BLANK_SAMPLES, isBlank, trimInvisible } from './text';
import { requiredText } from './text-fields';

describe('blank text', () => {
  it.each(BLANK_SAMPLES.map((sample) => [JSON.stringify(sample), sample]))('%s is blank, trims to nothing and fails a required field', (_label, sample) => {
    expect(isBlank(sample)).toBe(true);
    expect(trimInvisible(sample)).toBe('');
    expect(requiredText(10, { required: 'Required.' }).safeParse(sample).error?.issues[0]?.message).toBe('Required.');
  });

  it('keeps text with any visible character, trimming only its invisible edges', () => {
    for (const text of ['a', '\u00A0a\u200B', '.', '👍', '👨\u200D👩\u200D👧', 'ش', '中']) expect(isBlank(text)).toBe(false);
    expect(trimInvisible('\u200B\u00A0 Lake house \u3000\uFEFF')).toBe('Lake house');
    expect(trimInvisible('two\u00A0words')).toBe('two\u00A0words');
    expect(requiredText(10).parse(' \u200BCottage\u00A0')).toBe('Cottage');
  });

  it('counts the length after trimming', () => {
    expect(requiredText(3, { tooLong: 'Too long.' }).safeParse('\u00A0abcd').error?.issues[0]?.message).toBe('Too long.');
    expect(requiredText(3).safeParse('\u200Babc\u200B').success).toBe(true);
  });
});
