import { applicationConfirmationEmail, applicationDigestEmail } from './member-application-emails';

describe("the Admins' application digest", () => {
  const applicants = [
    { firstName: 'Agnes', lastName: 'Moorhead', email: 'agnes+1@example.com', teams: ['Costumes', 'Props'] },
    { firstName: '<b>Bertha</b>', lastName: 'Lee', email: 'bertha@example.com', teams: ['Ushers'] },
  ];

  it('lists every application with a link to its record on the edit screen, in text and HTML', () => {
    const mail = applicationDigestEmail('admin@example.com', applicants, 'https://portal.test');
    expect(mail).toMatchObject({ to: 'admin@example.com', subject: '2 new membership applications to review' });
    expect(mail.text).toContain(
      'Agnes Moorhead (agnes+1@example.com) applied to join. Teams: Costumes, Props.\nReview the application: https://portal.test/edit-member-details/agnes%2B1%40example.com',
    );
    expect(mail.html).toContain('<a href="https://portal.test/edit-member-details/bertha%40example.com">Review the application</a>');
  });

  it("shows an applicant's text as text, never as markup", () => {
    const mail = applicationDigestEmail('admin@example.com', applicants, 'https://portal.test');
    expect(mail.html).toContain('&#60;b&#62;Bertha&#60;/b&#62; Lee');
    expect(mail.html).not.toContain('<b>Bertha');
  });

  it('says "1 new membership application" for one', () => {
    expect(applicationDigestEmail('admin@example.com', applicants.slice(0, 1), 'https://portal.test').subject).toBe(
      '1 new membership application to review',
    );
  });
});

describe("the applicant's confirmation", () => {
  const office = { email: 'office@example.org', phone: '352-555-0100', duesPayment: 'Pay <$5.00> at the Box Office.' };
  const applicant = { firstName: 'Agnes', lastName: 'Moorhead', email: 'agnes@example.com', teams: ['Props'] };

  it("says how and where to pay the dues, in the office's words, and whom to ask", () => {
    const mail = applicationConfirmationEmail(applicant, office);
    expect(mail.text).toContain('Membership dues: $5.00 annually, payable within 14 days of submitting or the application is removed.');
    expect(mail.text).toContain('How to pay: Pay <$5.00> at the Box Office.');
    expect(mail.text).toContain('Questions? Write to office@example.org or call 352-555-0100.');
    expect(mail.html).toContain('How to pay: Pay &#60;$5.00&#62; at the Box Office.');
  });

  it('leaves the telephone out when the office gave none', () => {
    expect(applicationConfirmationEmail(applicant, { ...office, phone: null }).text).toContain('Questions? Write to office@example.org.');
  });
});
