/**
 * English, the source language. Every string the UI shows lives here; Hindi (`hi.ts`) can be added
 * with the same keys without touching components. Texts quoted by the spec are requirements: tests
 * assert them word for word.
 */
export const en = {
  common: {
    siteName: 'JobPortal',
    loading: 'Loading…',
    somethingWentWrong: 'Something went wrong',
    close: 'Close',
    back: 'Back',
    error: 'Error',
  },
  nav: {
    home: 'Home',
    jobs: 'Jobs',
    onlineTests: 'Online Tests',
    typingTest: 'Typing Test',
    result: 'Result',
    admitCard: 'Admit Card',
    answerKey: 'Answer Key',
    examDate: 'Exam Date',
    successStory: 'Success Story',
    admin: 'Admin',
    myProfile: 'My Profile',
    friends: 'Friends',
    chat: 'Chat',
    logout: 'Logout',
    profile: 'Profile',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    mainNavigation: 'Main navigation',
  },
  ad: { bottom: 'BOTTOM AD' },
  exitPrompt: 'Do you want to exit the app?',
  auth: {
    signIn: {
      title: 'Welcome Back',
      subtitle: 'Sign in to continue to your dashboard.',
      button: 'Sign In',
    },
    signUp: {
      title: 'Create Account',
      subtitle: 'Enter your details to create an account.',
      button: 'Sign Up',
    },
    reset: {
      title: 'Reset Password',
      subtitle: 'Enter your email to receive a reset link.',
      button: 'Send Reset Link',
    },
    links: {
      toSignUp: "Don't have an account? Sign Up",
      forgot: 'Forgot Password?',
      toSignIn: 'Already have an account? Sign In',
      rememberedToSignIn: 'Remembered your password? Sign In',
    },
    fields: {
      name: 'Full name (optional)',
      email: 'Email',
      password: 'Password',
      newPassword: 'New Password',
      emailPlaceholder: 'you@example.com',
    },
    errors: {
      title: 'Authentication Failed',
      missingCredentials: 'You must provide either an email or phone number and a password',
      signUpFailed: 'Sign up Failed',
      signInFailed: 'Sign in Failed',
      signOutFailed: 'Sign out Failed',
      badConfirmationLink: 'This confirmation link is invalid or has expired. Sign in to get a new one.',
    },
    toasts: {
      signedUpTitle: 'Success!',
      signedUpDescription: 'You have signed up. Please check your email to confirm your account before logging in.',
      resetSentTitle: 'Check your email',
      resetSentDescription: 'Password reset link sent!',
    },
    confirmed: {
      title: 'Email confirmed',
      description: 'Your email is confirmed. You can sign in now.',
    },
    working: 'Please wait…',
    brandTagline: 'Government jobs, results, admit cards, mock tests and more: all in one place.',
  },
  updatePassword: {
    title: 'Update Password',
    subtitle: 'Choose a new password for your account.',
    button: 'Update Password',
    tooShort: 'Password must be at least 6 characters long.',
    failedTitle: 'Update Failed',
    noToken: 'Open the link from your password reset email to set a new password here.',
    successTitle: 'Password Updated!',
    successDescription: 'Your password has been successfully updated. You can now log in.',
  },
  account: {
    sessionsTitle: 'Where you are signed in',
    sessionsHelp: 'Sign out of devices you do not recognise.',
    thisDevice: 'This device',
    unknownDevice: 'Unknown device',
    signedInOn: 'Signed in {{date}}',
    revoke: 'Sign out',
    revokeOthers: 'Sign out everywhere else',
    sessionsFailed: 'Could not load your sessions.',
  },
  pages: {
    dashboard: {
      title: 'Dashboard',
      heading: 'Welcome, {{name}}',
      description: 'Your government job preparation at a glance.',
      empty: 'Nothing here yet. Closing-soon jobs, new results and your saved jobs will appear here.',
    },
    jobs: {
      title: 'Government Jobs',
      description: 'Latest government job notifications by sector, state and qualification.',
      empty: 'No job notices have been published yet.',
    },
    savedJobs: {
      title: 'Saved Jobs',
      description: 'Jobs you saved, with their deadlines.',
      empty: 'You have not saved any jobs yet. Save a job from its page to keep track of its deadline.',
    },
    tests: {
      title: 'Online Tests',
      description: 'Mock tests in the official exam style.',
      empty: 'No mock tests are available yet.',
    },
    typingTest: {
      title: 'Typing Test',
      description: 'Practise for SSC, court and CPCT typing skill tests.',
      empty: 'Typing tests are not available yet.',
    },
    result: {
      title: 'Results',
      description: 'Latest exam results, merit lists and cut-offs.',
      empty: 'No results have been published yet.',
    },
    admitCard: {
      title: 'Admit Cards',
      description: 'Admit cards and hall tickets.',
      empty: 'No admit cards have been published yet.',
    },
    answerKey: {
      title: 'Answer Keys',
      description: 'Answer keys and objection windows.',
      empty: 'No answer keys have been published yet.',
    },
    examDate: {
      title: 'Exam Dates',
      description: 'Exam calendars and schedules.',
      empty: 'No exam dates have been published yet.',
    },
    misc: {
      title: 'Miscellaneous',
      description: 'Other notices for candidates.',
      empty: 'No notices have been published yet.',
    },
    friends: {
      title: 'Friends',
      description: 'Your friends and friend requests.',
      empty: 'You have no friends here yet.',
    },
    stories: {
      title: 'Success Stories',
      description: 'How candidates cleared their exams.',
      empty: 'No success stories have been published yet.',
    },
    story: { title: 'Success Story', description: 'A candidate’s success story.', empty: 'This story was not found.' },
    submitStory: {
      title: 'Share Your Story',
      description: 'Tell other candidates how you succeeded.',
      empty: 'Story submissions open soon.',
    },
    admin: { title: 'Admin', description: 'Run JobPortal.', empty: 'Admin tools will appear here.' },
    users: { title: 'Users', description: 'Find other candidates.', empty: 'No users to show yet.' },
    page: { title: 'Page', description: 'JobPortal information page.', empty: 'This page does not exist.' },
    noticePdf: { title: 'Notice PDF', description: 'Official notice document.', empty: 'This notice has no PDF.' },
    profile: {
      title: 'Profile',
      description: 'Candidate profile.',
      yourAccount: 'Your account',
      email: 'Email',
      empty: 'Profile details are not available yet.',
    },
    notFound: {
      title: 'Page not found',
      description: 'The page you opened does not exist or has moved.',
      home: 'Go to the home page',
    },
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every language file must have. */
export type Messages = Widen<typeof en>;
