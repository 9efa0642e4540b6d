import { editDistance, suggestEmail } from './email-suggestion';

// docs/spec-summary.md §1.5's list, written here apart from the code so that a change to either shows.
const SPEC_COMMON_DOMAINS = 'gmail.com yahoo.com hotmail.com outlook.com aol.com icloud.com comcast.net msn.com live.com att.net'.split(' ');

describe('suggestEmail', () => {
  it('offers nothing for the ten common domains', () => {
    for (const domain of SPEC_COMMON_DOMAINS) {
      expect(suggestEmail(`ann@${domain}`)).toBeNull();
    }
  });

  it('uses the table of known misspellings first', () => {
    expect(suggestEmail('ann@gamil.com')).toBe('ann@gmail.com');
    expect(suggestEmail('ann@gail.com')).toBe('ann@gmail.com');
    expect(suggestEmail('ann@hotmial.com')).toBe('ann@hotmail.com');
    expect(suggestEmail('ann@ymail.com')).toBe('ann@yahoo.com');
    expect(suggestEmail('ann@outlok.com')).toBe('ann@outlook.com');
  });

  it('otherwise offers the closest common domain within two edits', () => {
    expect(suggestEmail('ann@gmail.con')).toBe('ann@gmail.com');
    expect(suggestEmail('ann@icloud.cm')).toBe('ann@icloud.com');
    expect(suggestEmail('ann@comcast.nt')).toBe('ann@comcast.net');
  });

  it('offers nothing when no common domain is close', () => {
    expect(suggestEmail('ann@greenroom.test')).toBeNull();
    expect(suggestEmail('ann@villages.org')).toBeNull();
  });

  it('works on the trimmed, lower-cased address and ignores incomplete ones', () => {
    expect(suggestEmail('  Ann@GAMIL.com ')).toBe('ann@gmail.com');
    expect(suggestEmail('ann')).toBeNull();
    expect(suggestEmail('ann@')).toBeNull();
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('gmail.com', 'gmail.com')).toBe(0);
    expect(editDistance('gmal.com', 'gmail.com')).toBe(1);
    expect(editDistance('gmail.con', 'gmail.com')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
