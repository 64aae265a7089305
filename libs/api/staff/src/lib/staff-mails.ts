import { escapeHtml, htmlMail } from '@sawa/api/messaging';
import { formatKigaliDateTime, ROLES, type Role, STUDIO } from '@sawa/shared/domain';

interface Mail {
  subject: string;
  html: string;
  text: string;
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#1f3a2e;color:#ffffff;padding:12px 20px;text-decoration:none">${escapeHtml(label)}</a></p>`;

export function invitationMail(input: { name: string; invitedBy: string; roles: Role[]; link: string; expiresAt: Date }): Mail {
  const roles = input.roles.map((role) => ROLES[role].label).join(', ');
  const title = `You are invited to the ${STUDIO.name} back office`;
  const when = formatKigaliDateTime(input.expiresAt);
  return {
    subject: title,
    html: htmlMail(
      title,
      `<p>Hello ${escapeHtml(input.name)},</p>
<p>${escapeHtml(input.invitedBy)} invited you to the studio's back office as ${escapeHtml(roles)}. Choose your password with this link; it works once, until ${escapeHtml(when)} (Kigali time).</p>
${button(input.link, 'Accept the invitation')}
<p style="font-size:13px;color:#4a4a45">If the button does not work, open this address: ${escapeHtml(input.link)}</p>`,
    ),
    text: `Hello ${input.name},\n\n${input.invitedBy} invited you to the ${STUDIO.name} back office as ${roles}. Choose your password with this link; it works once, until ${when} (Kigali time):\n\n${input.link}\n`,
  };
}

export function passwordResetMail(input: { name: string; link: string }): Mail {
  const title = `Choose a new password for the ${STUDIO.name} back office`;
  return {
    subject: title,
    html: htmlMail(
      title,
      `<p>Hello ${escapeHtml(input.name)},</p>
<p>Someone asked to reset the password of your account. If it was you, choose a new password with this link; it works once, for 30 minutes.</p>
${button(input.link, 'Choose a new password')}
<p style="font-size:13px;color:#4a4a45">If you did not ask, ignore this mail: your password stays as it is.</p>`,
    ),
    text: `Hello ${input.name},\n\nSomeone asked to reset the password of your account. If it was you, choose a new password with this link; it works once, for 30 minutes:\n\n${input.link}\n\nIf you did not ask, ignore this mail: your password stays as it is.\n`,
  };
}

export function passwordChangedMail(input: { name: string; at: Date }): Mail {
  const title = 'Your password was changed';
  const when = formatKigaliDateTime(input.at);
  return {
    subject: `${title} (${STUDIO.name} back office)`,
    html: htmlMail(
      title,
      `<p>Hello ${escapeHtml(input.name)},</p>
<p>Your password for the ${escapeHtml(STUDIO.name)} back office was changed on ${escapeHtml(when)} (Kigali time), and every session signed in before has ended.</p>
<p>If you did not do this, tell an Owner of the studio at once.</p>`,
    ),
    text: `Hello ${input.name},\n\nYour password for the ${STUDIO.name} back office was changed on ${when} (Kigali time), and every session signed in before has ended.\n\nIf you did not do this, tell an Owner of the studio at once.\n`,
  };
}
