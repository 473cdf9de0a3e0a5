/** Texts of the pool screens and controls. */
export const pool = {
  screen: {
    title: 'Pool',
    description:
      'Posts collected with notes, shared with your team (yours alone until you have a team).',
  },
  action: {
    add: 'Add to the pool',
    remove: 'Take off the pool',
    addFailed: 'Could not add to the pool',
    removeFailed: 'Could not take off the pool',
  },
  item: {
    addedBy: 'Added by {{name}}',
    formerMember: 'a former member',
    remove: 'Remove from the pool',
    removeTitle: 'Remove from the pool',
    removeMessage: 'Take this post and its note off the pool?',
  },
  note: {
    label: 'Note for the team',
    placeholder: 'Add a note for the team…',
    save: 'Save note',
    saved: 'Note saved',
    length: '{{length}} / {{max}}',
  },
  empty: {
    title: 'The pool is empty',
    hint: 'Add posts with the pool button on any card, then leave notes for the team.',
    search: 'Search posts',
    pastEnd: 'This page is past the last post on the pool',
    pastEndHint: 'Some posts were taken off since. Go back to the first page.',
    firstPage: 'Go to page 1',
  },
} as const;
