/** Texts of the groups screens and controls. */
export const groups = {
  screen: {
    title: 'Groups',
    description:
      'Named sets of pages, stores and pixels whose posts you watch together, and the groups PostRadar features.',
  },
  tabs: {
    label: 'Which groups',
    own: 'My groups',
    featured: 'Featured',
    followed: 'Followed',
  },
  count: {
    groups_one: '{{formatted}} group',
    groups_other: '{{formatted}} groups',
  },
  members: {
    page_one: '{{formatted}} page',
    page_other: '{{formatted}} pages',
    domain_one: '{{formatted}} domain',
    domain_other: '{{formatted}} domains',
    pixel_one: '{{formatted}} pixel',
    pixel_other: '{{formatted}} pixels',
  },
  row: {
    by: 'By {{name}}',
    featured: 'Featured',
    updated: 'Updated',
  },
  create: {
    action: 'Create group',
    title: 'Create a group',
    submit: 'Create',
  },
  name: {
    label: 'Name',
    placeholder: 'e.g. Nurse gift stores',
  },
  rename: {
    action: 'Rename',
    title: 'Rename “{{name}}”',
    submit: 'Save',
  },
  remove: {
    action: 'Delete',
    title: 'Delete the group “{{name}}”?',
    body: 'The group and its list of members go; the pages, domains and pixels stay in PostRadar.',
  },
  follow: {
    follow: 'Follow',
    following: 'Following',
    failed: 'Could not change what you follow',
  },
  copy: {
    action: 'Copy to my groups',
    done: 'Copied to your groups as “{{name}}”.',
    failed: 'Could not copy the group',
  },
  feature: {
    feature: 'Feature',
    unfeature: 'Unfeature',
    failed: 'Could not change whether it is featured',
  },
  empty: {
    own: {
      title: 'You have no groups yet',
      hint: 'Create a group, then add pages, domains and pixels to it from their screens or from a post’s card with “Add to group”.',
    },
    featured: {
      title: 'No featured groups yet',
      hint: 'Groups PostRadar publishes show here: follow them, or copy them to your own groups.',
    },
    followed: {
      title: 'You follow no featured groups',
      hint: 'Follow a featured group to keep it here.',
      action: 'See the featured groups',
    },
    pastEnd: 'This page is past the last one.',
    firstPage: 'Back to page 1',
  },
  failed: 'The groups could not be loaded.',
  detail: {
    back: 'All groups',
    /** The browser tab's title once the group is loaded: its name, then the tab's. */
    documentTitle: '{{name}} · {{tab}}',
    tabs: {
      label: 'Group',
      details: 'Group details',
      trending: 'Group Trending posts',
    },
    missing: {
      title: 'This group does not exist.',
      hint: 'It may have been deleted, or the link is cut short. Your groups are listed under Groups.',
    },
    failed: 'This group could not be loaded.',
    members: 'Members',
    columns: {
      posts: 'Posts',
      ads: 'Ads',
      latest: 'Latest post',
    },
    kinds: {
      page: 'Page',
      domain: 'Domain',
      pixel: 'Pixel',
    },
    noMembers: {
      title: 'This group is empty',
      hint: 'Add pages, domains and pixels with “Add to group” on their screens, in their lists or on a post’s card.',
    },
    removeMember: {
      action: 'Remove',
      title: 'Remove {{name}} from the group?',
      body: 'It stays in PostRadar; only this group forgets it.',
    },
  },
  modal: {
    action: 'Add to group',
    title: 'Add to group',
    target: 'What to add',
    targets: {
      page: 'Page',
      domain: 'Store',
      pixel: 'Pixel',
    },
    search: 'Find a group or name a new one',
    create: 'Create “{{name}}”',
    noGroups: 'You have no groups yet: type a name to create the first one.',
    noMatch: 'No group matches: create it with the button above.',
    member: 'In this group',
    notMember: 'Not in this group',
    done: 'Done',
  },
} as const;
