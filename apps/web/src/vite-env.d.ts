/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Live-chat link shown in the support panel (default: the PostRadar Messenger page). */
  readonly VITE_LIVE_CHAT_URL?: string;
  /** Sister tools linked from the sign-in screen. */
  readonly VITE_TM_CHECK_URL?: string;
  readonly VITE_MERCH_INSIGHTS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
