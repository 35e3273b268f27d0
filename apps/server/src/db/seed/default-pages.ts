import type { Database } from '../client.ts';
import { pages } from '../schema.ts';

/** The pages every installation starts with; admins edit them later. Loaded only when missing. */
const DEFAULT_PAGES = [
  {
    slug: 'about',
    title: 'About JobPortal',
    body: `# About JobPortal

JobPortal brings together what people preparing for government jobs in India look for every day:

- **Job notices** from central and state bodies, with important dates, fees, age limits and vacancies.
- **Results, admit cards, answer keys and exam dates**, each linked to its recruitment.
- **Mock tests and a typing test** in the style of the real exams.
- **Friends and private chat** with other candidates.

We check every notice against its official source and show when it was last verified. The official
notification always decides: read it before you apply.`,
  },
  {
    slug: 'privacy',
    title: 'Privacy',
    body: `# Privacy

We keep what we need to run your account: your email address, your password (stored only as a
one-way hash), your profile and the jobs you save.

- Your email address and phone number are never shown to other users.
- Chat messages are encrypted in your browser before they are sent; we cannot read them.
- You can see where you are signed in, and sign out of any device, on your profile page.

To have your account deleted, write to us from the address you signed up with.`,
  },
  {
    slug: 'terms',
    title: 'Terms of use',
    body: `# Terms of use

JobPortal is an information service. We take care to copy notices correctly, but the official
notification of the recruiting body is what counts: always check it before applying or paying a fee.

Be respectful to other users. Do not share other people's personal details, and do not use chat to
send spam or abuse; accounts that do are suspended.`,
  },
  {
    slug: 'contact',
    title: 'Contact',
    body: `# Contact

Found a mistake in a notice, or something that does not work? Tell us: include the page address
and what you expected to see. We read every message.`,
  },
];

export async function seedDefaultPages(db: Database): Promise<void> {
  await db.insert(pages).values(DEFAULT_PAGES).onConflictDoNothing();
}
