import { nearestMergeTag, unknownMergeTags, unknownMergeTagsMessage } from './merge-tag-spelling';

describe('unknown merge tags', () => {
  it('suggests the tag with the same letters, whatever the case, spaces or underscores', () => {
    expect(nearestMergeTag('First Name')).toBe('First_Name');
    expect(nearestMergeTag('Villages_Id')).toBe('Villages_ID');
    expect(nearestMergeTag('zipcode')).toBe('Zip_Code');
  });

  it('suggests the tag a few typing slips away, and nothing for a name far from every tag', () => {
    expect(nearestMergeTag('Dues_Expires')).toBe('Dues_Expire');
    expect(nearestMergeTag('Frist_Name')).toBe('First_Name');
    expect(nearestMergeTag('Nickname')).toBeNull();
    expect(nearestMergeTag('Shoe_Size')).toBeNull();
  });

  it('lists each unknown tag once, as written, and names them with their suggestions', () => {
    const unknown = unknownMergeTags('Welcome {{First Name}} ({{First_Name}}), ID {{Villages_Id}}, {{First Name}} {{Nickname|friend}}');
    expect(unknown).toEqual([
      { written: '{{First Name}}', suggestion: 'First_Name' },
      { written: '{{Villages_Id}}', suggestion: 'Villages_ID' },
      { written: '{{Nickname|friend}}', suggestion: null },
    ]);
    expect(unknownMergeTagsMessage(unknown)).toBe(
      'Unknown merge tag: {{First Name}} (did you mean {{First_Name}}?), {{Villages_Id}} (did you mean {{Villages_ID}}?), {{Nickname|friend}}',
    );
  });
});
