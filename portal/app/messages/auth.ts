// The spec's exact texts for accounts and the public pages (sections 2, 5 and 8). One place, so
// the UI, the server and the tests agree on every word.
export const AUTH = {
  invalidEntry: 'Invalid Entry',
  emailTaken: 'Email Taken',
  registrationFailed: 'Registration Failed',
  missingCredentials: 'Missing Email or Password',
  unauthorized: 'Unauthorized',
  loginFailed: 'Login Failed',
  noServerResponse: 'No Server Response',
  forgotError: 'Error sending reset link. Please Try again.',
  resetError: 'Error resetting password. Please try again later.',
  /** Not in the spec's catalogue: a used, expired or unknown reset link. */
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  checkEmailTitle: 'Check your email',
  checkEmailText: 'Email sent. Please check your inbox for a password reset link.',
  resetSuccess: 'Your password has been reset successfully.',
  logInNow: 'Log In Now',
  backToLogin: 'Back to login',
  registeredTitle: 'Registration successful',
  registeredText: 'Your account is ready. Log in to create your Open House Assistant.',
  /** {host} is replaced with the public host name. */
  emailHint: 'Enter a valid email address. Must include "@" and a domain (e.g., {host}).',
  passwordHint:
    '8 to 24 characters. Must include an uppercase letter, a lowercase letter, a number and a special character. Allowed special characters: ! @ # $ %',
  confirmHint: 'Must match the first password input field.',
  namesHint: "Only letters, numbers, and hyphens ('-') are allowed in First Name and Last Name. No spaces.",
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

export const CONTACT = {
  title: 'Contact us',
  intro: 'Questions about Open House Assistant? Send the product team a message and we will get back to you.',
  inquiryTypes: ['Product Information', 'Technical Support', 'Feature Request', 'General Feedback', 'Other'] as const,
  required: 'Please fill in all the required fields.',
  invalidEmail: 'Please enter a valid email address.',
  thankYou: 'Thank you!',
  thankYouText: 'Your message has been sent. Our team will get back to you soon.',
  submitAnother: 'Submit another form',
  sendFailed: 'We were unable to send the email. Please contact us by email directly. Thank you.',
  tooMany: 'Too many messages from your network. Please wait a few minutes and try again.',
  subject: (type: string) => `New Contact Request - Inquiry type: ${type}`,
} as const;

export function emailHint(host: string): string {
  return AUTH.emailHint.replace('{host}', host);
}
