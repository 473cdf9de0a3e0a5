/**
 * The query key of the user's personalization. Saving it replaces the cached answer, so every
 * screen reading it (Personalization, the dashboard, the research screens' defaults) follows at
 * once; a query whose answer depends on it can put `updatedAt` in its own key.
 */
export const personalizationQueryKey = ['personalization'] as const;
