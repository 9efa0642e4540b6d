import { auditionProblems, type AuditionProblemInput } from './auditions';

const complete: AuditionProblemInput = {
  firstName: 'Ruth',
  lastName: 'Baker',
  email: 'ruth@example.test',
  mobile: '352-555-0100',
  showBio: 'Miss Prism, 2019',
  acceptOtherRole: 'Yes',
  selectedCharacters: ['Miss Prism'],
  selectedDateCount: 1,
};

describe('auditionProblems', () => {
  it('has nothing to say about a complete submission', () => {
    expect(auditionProblems(complete, true)).toEqual([]);
  });

  it('lists every problem in the spec order', () => {
    const empty = {
      firstName: ' ',
      lastName: '',
      email: '',
      mobile: '',
      showBio: '',
      acceptOtherRole: '' as const,
      selectedCharacters: [],
      selectedDateCount: 0,
    };
    expect(auditionProblems(empty, true)).toEqual([
      'First name is required.',
      'Last name is required.',
      'Email is required.',
      'Mobile phone number is required.',
      'Please select at least one audition date.',
      'Please select at least one character to audition for.',
      'Please indicate whether you would accept another role if offered.',
      'Please provide your show bio.',
    ]);
  });

  it('asks about characters only when the show has some, and checks the e-mail shape', () => {
    expect(auditionProblems({ ...complete, selectedCharacters: [], acceptOtherRole: '', email: 'ruth@' }, false)).toEqual([
      'Please enter a valid email address.',
    ]);
  });
});
