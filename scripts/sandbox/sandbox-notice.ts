/** What the sandbox prints under the app's own address: where to pay, and with what. */
export function sandboxNotice(bankUrl: string): string {
  return [
    '  Payment sandbox: every way to pay goes to a local fake. No real money moves.',
    `    Fake bank (send transfers here):  ${bankUrl}`,
    '    Test cards:  4242 4242 4242 4242  succeeds',
    '                 4000 0000 0000 0002  is declined',
    '                 4000 0027 6000 3184  asks for 3-D Secure',
    '',
  ].join('\n');
}
