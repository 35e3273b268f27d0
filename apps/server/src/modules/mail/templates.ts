import type { Mail } from './mailer.ts';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function layout(heading: string, intro: string, action: string, url: string, footer: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:520px;margin:auto;padding:24px">
<h1 style="font-size:20px;color:#1d4ed8">JobPortal</h1>
<h2 style="font-size:18px">${escapeHtml(heading)}</h2>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(footer)}<br>${escapeHtml(url)}</p>
</body></html>`;
}

/** The mail with the link that confirms a new account's address. */
export function confirmEmailMail(to: string, name: string, url: string): Mail {
  const intro = `Hello ${name || 'there'}, please confirm your email address to finish creating your JobPortal account.`;
  const footer = 'The link works for one hour. If you did not sign up, ignore this mail.';
  return {
    to,
    subject: 'Confirm your email for JobPortal',
    text: `${intro}\n\nConfirm your email: ${url}\n\n${footer}\n`,
    html: layout('Confirm your email', intro, 'Confirm email', url, footer),
  };
}

/** The mail with the link to `/update-password`. */
export function resetPasswordMail(to: string, url: string): Mail {
  const intro = 'Someone asked to reset the password of your JobPortal account. Choose a new password here:';
  const footer = 'The link works for one hour. If it was not you, ignore this mail: your password stays as it is.';
  return {
    to,
    subject: 'Reset your JobPortal password',
    text: `${intro}\n\n${url}\n\n${footer}\n`,
    html: layout('Reset your password', intro, 'Choose a new password', url, footer),
  };
}
