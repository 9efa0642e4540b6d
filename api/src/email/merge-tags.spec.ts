import { mergeTagsInMarkup, mergeValuesOf, renderMergeTags, usedMergeTags } from './merge-tags';
import { sanitizeBody } from './email-body';

const member = {
  firstName: 'Ada <b>',
  lastName: 'O’Neil',
  email: 'ada@example.com',
  membershipStatus: 'Active',
  memberSince: '2019-03-04',
  duesExpire: null,
  duesStatus: 'Paid',
  villagesId: '123',
  streetAddress: null,
  city: 'The Villages',
  state: 'FL',
  zipCode: '32162',
};

describe('merge tags', () => {
  it('fills every tag, escaping values in HTML only', () => {
    const values = mergeValuesOf(member);
    expect(renderMergeTags('<p>Dear {{First_Name}} ({{ Full_Name }}), since {{Member_Since}}{{Dues_Expire}}</p>', values, true)).toBe(
      '<p>Dear Ada &#60;b&#62; (Ada &#60;b&#62; O’Neil), since March 4, 2019</p>',
    );
    expect(renderMergeTags('Hello {{First_Name}}', values, false)).toBe('Hello Ada <b>');
  });

  it('writes the fallback where the value is empty, and the value where there is one', () => {
    const values = mergeValuesOf(member);
    expect(renderMergeTags('expire on {{Dues_Expire|soon}}, since {{ Member_Since | a while }}', values, true)).toBe(
      'expire on soon, since March 4, 2019',
    );
    expect(renderMergeTags('{{Dues_Expire}}.', values, false)).toBe('.');
  });

  it('lists the known tags used, with whether every use has a fallback', () => {
    expect(usedMergeTags('{{First_Name}} {{Dues_Expire|soon}} {{Nickname}} {{City|}} {{First_Name|friend}}')).toEqual([
      { tag: 'First_Name', fallback: false },
      { tag: 'Dues_Expire', fallback: true },
      { tag: 'City', fallback: false },
    ]);
  });

  it('finds tags inside an element, not in the text, also after the sanitizer decoded or moved them', () => {
    expect(
      mergeTagsInMarkup(sanitizeBody('<p>Hi {{First_Name}}, <a href="{{City}}">map</a> <img src="https://x.example/{{ Zip_Code }}.png"></p>')),
    ).toEqual(['{{City}}', '{{ Zip_Code }}']);
    expect(mergeTagsInMarkup(sanitizeBody('<a href="&#123;&#123;City&#125;&#125;">map</a>'))).toEqual(['{{City}}']);
    expect(mergeTagsInMarkup(sanitizeBody('<a href="https://x.example/?a=1>2{{City}}">map</a>'))).toEqual(['{{City}}']);
    expect(mergeTagsInMarkup(sanitizeBody('<p>1 &lt; 2 and {{City}} &gt; 0 <b>bold</b></p>'))).toEqual([]);
  });

  it('finds a tag that opens inside an element and closes outside it, or holds markup (issue 42, finding 6)', () => {
    const sanitized = sanitizeBody('<p><a href="https://x.example/?q={{City|">x</a> }}">map</a></p>');
    expect(mergeTagsInMarkup(sanitized)).toHaveLength(1);
    expect(mergeTagsInMarkup(sanitized)[0]).toMatch(/^\{\{City\|.*<\/a>.*\}\}$/);
    expect(mergeTagsInMarkup(sanitizeBody('<p>{{City|<b>somewhere</b>}}</p>'))).toEqual(['{{City|<b>somewhere</b>}}']);
    expect(mergeTagsInMarkup(sanitizeBody('<p><b>{{City|somewhere}}</b> and <i>{{First_Name}}</i></p>'))).toEqual([]);
  });
});
