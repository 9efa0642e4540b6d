import { mergeTagsInMarkup, mergeValuesOf, renderMergeTags, unknownMergeTags } from './merge-tags';
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

  it('names the tags it does not know', () => {
    expect(unknownMergeTags('{{First_Name}} {{Nickname}} {{Nickname}} {{ Shoe_Size }}')).toEqual(['{{Nickname}}', '{{ Shoe_Size }}']);
    expect(unknownMergeTags('{{Email}} and {{Zip_Code}}')).toEqual([]);
  });

  it('finds tags inside an element, not in the text, also after the sanitizer decoded or moved them', () => {
    expect(
      mergeTagsInMarkup(sanitizeBody('<p>Hi {{First_Name}}, <a href="{{City}}">map</a> <img src="https://x.example/{{ Zip_Code }}.png"></p>')),
    ).toEqual(['{{City}}', '{{ Zip_Code }}']);
    expect(mergeTagsInMarkup(sanitizeBody('<a href="&#123;&#123;City&#125;&#125;">map</a>'))).toEqual(['{{City}}']);
    expect(mergeTagsInMarkup(sanitizeBody('<a href="https://x.example/?a=1>2{{City}}">map</a>'))).toEqual(['{{City}}']);
    expect(mergeTagsInMarkup(sanitizeBody('<p>1 &lt; 2 and {{City}} &gt; 0 <b>bold</b></p>'))).toEqual([]);
  });
});
