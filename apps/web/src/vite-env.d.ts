/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Live-chat link shown in the support panel (default: the PostRadar Messenger page). */
  readonly VITE_LIVE_CHAT_URL?: string;
  /** Sister tools linked from the sign-in screen. */
  readonly VITE_TM_CHECK_URL?: string;
  readonly VITE_MERCH_INSIGHTS_URL?: string;
  /** Contact channels of the pricing page. */
  readonly VITE_WEBSITE_URL?: string;
  readonly VITE_VIDEO_CHANNEL_URL?: string;
  readonly VITE_COMMUNITY_GROUP_URL?: string;
  readonly VITE_GETTING_STARTED_VIDEO_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
