/** Plain, friendly account mails; the link stands on a line of its own so any client shows it whole. */
export function renderVerificationMail({ name, link }: { name: string; link: string }) {
  return {
    subject: 'Verify your email for Loci',
    text: `Hello ${name || 'there'},\n\nPlease confirm your email address for Loci by opening this link:\n\n${link}\n\nIf you did not create an account, you can ignore this message.\n`,
    html: `<p>Hello ${escapeHtml(name || 'there')},</p><p>Please confirm your email address for Loci:</p><p><a href="${escapeHtml(link)}">Verify my email</a></p><p>If you did not create an account, you can ignore this message.</p>`,
  };
}

/** The password reset mail; the link expires within an hour and works once. */
export function renderResetMail({ name, link }: { name: string; link: string }) {
  return {
    subject: 'Reset your Loci password',
    text: `Hello ${name || 'there'},\n\nSomeone asked to reset the password of your Loci account. To choose a new one, open this link within the next hour:\n\n${link}\n\nIf it wasn't you, ignore this message: your password stays as it is.\n`,
    html: `<p>Hello ${escapeHtml(name || 'there')},</p><p>To choose a new password for Loci, open this link within the next hour:</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>If it wasn't you, ignore this message: your password stays as it is.</p>`,
  };
}

/** The one-time sign-in link; it works once, within 15 minutes. */
export function renderSignInLinkMail({ name, link }: { name: string; link: string }) {
  return {
    subject: 'Your Loci sign-in link',
    text: `Hello ${name || 'there'},\n\nYou asked for a link to sign in to Loci. Open it within 15 minutes; it works once:\n\n${link}\n\nIf it wasn't you, ignore this message: nobody can sign in without the link.\n`,
    html: `<p>Hello ${escapeHtml(name || 'there')},</p><p>You asked for a link to sign in to Loci. Open it within 15 minutes; it works once:</p><p><a href="${escapeHtml(link)}">Sign me in</a></p><p>If it wasn't you, ignore this message: nobody can sign in without the link.</p>`,
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
