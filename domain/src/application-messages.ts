import { APPLICATION_LIMITS } from './applications';

/**
 * Every user-facing string of professional accounts (docs/accounts.md), kept beside the feature as the
 * other feature catalogues are (docs/decisions.md "User-facing text"). docs/product.md names none of
 * these: all of it is our wording.
 */
export const APPLICATION_MESSAGES = {
  // The application page.
  title: 'Your professional application',
  pending: 'Application pending',
  pendingText: 'Our team reviews every professional account by hand. We will tell you here and by e-mail.',
  draft: 'Verify your e-mail address',
  draftText: 'Your application is saved. It reaches our team once your e-mail address is verified: open the link we sent you.',
  approved: 'Application approved',
  approvedText: 'Your professional account is live: you can list properties.',
  rejected: 'Application not approved',
  rejectedText: 'Correct your application and send it again.',
  reasonLabel: 'Reason',
  sent: 'Application sent. Our team will review it.',
  saved: 'Application saved. Verify your e-mail address to send it.',
  sendFailed: 'The application could not be sent. Please try again.',
  send: 'Send application',
  resendLink: 'Send the link again',
  linkSent: 'Verification link sent. Check your inbox.',
  linkFailed: 'The link could not be sent. Please try again later.',
  checkVerified: 'I have verified it',
  stillUnverified: 'Your e-mail address is not verified yet. Open the link we sent you, then try again.',
  notApplicable: 'Your account needs no application.',
  fraud: 'Your account cannot apply.',
  become: 'Become a professional',
  // Fields.
  fields: {
    type: 'Applying as',
    companyName: 'Company or agency name',
    agencyName: 'Agency you work for (optional)',
    licence: 'Licence or registration number',
    phone: 'Phone',
    bio: 'About you',
    logo: 'Logo or photo (optional)',
  },
  companyNameRequired: 'Enter the company or agency name.',
  licenceRequired: 'Enter the licence or registration number.',
  phoneRequired: 'Enter a phone number.',
  phoneInvalid: 'Enter a phone number: digits, spaces and + ( ) - only.',
  bioRequired: 'Say a few words about your business.',
  tooLong: (max: number) => `Keep it to ${max} characters at most.`,
  // The admins' queue.
  approvals: 'Approvals',
  queueEmpty: 'No applications are waiting.',
  queueFailed: 'Applications could not be loaded.',
  approve: 'Approve',
  reject: 'Reject',
  rejectTitle: 'Reject this application?',
  reasonRequired: 'Say why the application is rejected.',
  reasonTooLong: `Keep the reason to ${APPLICATION_LIMITS.reason} characters at most.`,
  approvedToast: 'Application approved.',
  rejectedToast: 'Application rejected.',
  decideFailed: 'The decision could not be saved. Please try again.',
  // The facade's refusals.
  notFound: 'Application not found.',
  notPending: 'This application is not waiting for a decision.',
  cannotApprove: 'This account cannot be approved: it is suspended or an admin.',
  ownApplication: 'You cannot decide on your own application.',
  // What the applicant hears (bell and e-mail).
  noticeApproved: 'Your professional account is approved',
  noticeRejected: 'Your professional application was not approved',
} as const;
