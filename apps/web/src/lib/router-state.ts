/** The state of the current history entry as the router keeps it (`usr` of `history.state`). */
export function routerState(): unknown {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'usr' in state ? state.usr : undefined;
}
