/**
 * The history state of an address whose personalization the user cleared: the screen does not
 * apply it again there (Back and Forward included).
 */
export const clearedPersonalizationState = { personalization: 'cleared' } as const;

export function isPersonalizationCleared(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>).personalization ===
      clearedPersonalizationState.personalization
  );
}
