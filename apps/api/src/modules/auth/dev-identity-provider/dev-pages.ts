/** HTML of the development provider's pages: plain, self-contained, clearly marked as development. */

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const styles = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f6fb; color: #1b2333; }
  .banner { background: #b42318; color: #fff; padding: 10px 16px; font-weight: 600; text-align: center; }
  main { max-width: 400px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 28px;
    box-shadow: 0 8px 30px rgba(20, 30, 60, .08); }
  h1 { font-size: 20px; margin: 0 0 6px; }
  p { color: #5b6478; font-size: 14px; line-height: 1.5; }
  label { display: block; font-size: 14px; font-weight: 600; margin: 16px 0 6px; }
  input { width: 100%; box-sizing: border-box; padding: 10px 12px; border: 1px solid #cdd3df; border-radius: 8px; font-size: 15px; }
  button { margin-top: 22px; width: 100%; padding: 11px; border: 0; border-radius: 8px; background: #3b5bdb; color: #fff; font-size: 15px; font-weight: 600; cursor: pointer; }
  .error { color: #b42318; font-size: 14px; margin-top: 12px; }
`;

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} - Development identity provider</title>
<style>${styles}</style></head><body>
<div class="banner" data-testid="dev-provider-banner">Development identity provider: for testing only, never used in production</div>
<main>${body}</main></body></html>`;
}

export function signInPage(input: {
  action: string;
  email?: string;
  name?: string;
  error?: string;
}) {
  return page(
    'Sign in',
    `<h1>Sign in to PostRadar</h1>
<p>This stands in for Google while you develop. Enter any e-mail address and name: an account is created for it.</p>
<form method="post" action="${escapeHtml(input.action)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(input.email ?? '')}">
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${escapeHtml(input.name ?? '')}">
${input.error ? `<div class="error" role="alert">${escapeHtml(input.error)}</div>` : ''}
<button type="submit">Continue</button>
</form>`,
  );
}

export function errorPage(message: string) {
  return page(
    'Error',
    `<h1>Sign-in could not continue</h1><p>${escapeHtml(message)}</p><p><a href="/login">Back to PostRadar</a></p>`,
  );
}
