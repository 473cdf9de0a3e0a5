/**
 * The server names the field of a 400 ("Invalid body field 'settings.phone': must be a phone
 * number: …"); under the field itself only the reason is useful ("Must be a phone number: …").
 */
export function fieldErrorText(message: string): string {
  const reason = /^Invalid [\w ]+ '[\w.]+': (.+)$/s.exec(message)?.[1] ?? message;
  return reason.charAt(0).toUpperCase() + reason.slice(1);
}
