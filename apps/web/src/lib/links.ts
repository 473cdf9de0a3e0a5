/** Outside addresses the interface links to; the env variables let a deployment change them. */
export const links = {
  supportEmail: 'support@postradar.app',
  liveChat: import.meta.env.VITE_LIVE_CHAT_URL ?? 'https://m.me/postradar.app',
  tmCheck: import.meta.env.VITE_TM_CHECK_URL ?? 'https://tmcheck.postradar.app',
  merchInsights: import.meta.env.VITE_MERCH_INSIGHTS_URL ?? 'https://merch.postradar.app',
} as const;
