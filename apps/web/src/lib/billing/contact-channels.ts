/**
 * Where sellers can follow and reach PostRadar besides the support chat (which holds the live
 * chat); the env variables let a deployment change them.
 */
export const contactChannels = {
  website: import.meta.env.VITE_WEBSITE_URL ?? 'https://postradar.app',
  videoChannel: import.meta.env.VITE_VIDEO_CHANNEL_URL ?? 'https://www.youtube.com/@postradar',
  communityGroup:
    import.meta.env.VITE_COMMUNITY_GROUP_URL ?? 'https://www.facebook.com/groups/postradar',
  gettingStartedVideo:
    import.meta.env.VITE_GETTING_STARTED_VIDEO_URL ?? 'https://www.youtube.com/@postradar/videos',
} as const;
