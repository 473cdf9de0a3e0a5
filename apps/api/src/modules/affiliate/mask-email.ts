/** What stands for the hidden part of an address's name. */
const hidden = '•••';

/**
 * An e-mail address with most of its name hidden, so that an affiliate recognises a contact but
 * learns no address: the first two characters of the name (one when it is shorter than three),
 * then '•••', then the domain. 'anna@example.com' -> 'an•••@example.com'.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const name = [...(at === -1 ? email : email.slice(0, at))];
  const domain = at === -1 ? '' : email.slice(at);
  const kept = name.length < 3 ? 1 : 2;
  return `${name.slice(0, kept).join('')}${hidden}${domain}`;
}
