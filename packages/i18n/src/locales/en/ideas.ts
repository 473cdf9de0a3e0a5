/** Texts of the ideas screen and of adding a post to ideas (idea moderators). */
export const ideas = {
  screen: {
    title: 'Ideas posts',
    description:
      'Posts our research team picked as product ideas, each with a note on why it works.',
  },
  niches: {
    label: 'Niches',
    all: 'All niches',
  },
  item: {
    pickedBy: 'Picked by {{name}}',
    formerMember: 'a former team member',
    edit: 'Edit the idea',
    remove: 'Remove from ideas',
    removeTitle: 'Remove from ideas',
    removeMessage: 'Take this post and its note off ideas? No one will see it here any more.',
  },
  action: {
    add: 'Add to ideas',
  },
  modal: {
    addTitle: 'Add to ideas',
    editTitle: 'Edit the idea',
    note: 'Why it works',
    notePlaceholder: 'The product, the hook, the audience, the season…',
    noteLength: '{{length}} / {{max}}',
    noteRequired: 'Write a note on why this post is a good idea.',
    niche: 'Niche',
    nicheHint: 'Suggested from the post’s tags. Pick one or type a new niche.',
    nichePlaceholder: 'e.g. nurse',
    nicheRequired: 'Choose a niche.',
    nicheInvalid: 'A niche is one tag, without commas.',
    add: 'Add to ideas',
    save: 'Save changes',
    added: 'Added to ideas',
    saved: 'Idea saved',
    loadFailed: 'Could not check whether this post is already an idea.',
  },
  empty: {
    title: 'No ideas yet',
    hint: 'Our research team adds hand-picked posts here, with a note on why each one sells. Check back soon.',
    moderatorHint: 'Add posts with the bulb button on any post card or post detail.',
    search: 'Search posts',
    nicheTitle: 'No ideas in “{{niche}}”',
    nicheHint: 'The ideas of this niche were taken off. Have a look at the other niches.',
    allNiches: 'Show all niches',
    pastEnd: 'This page is past the last idea',
    pastEndHint: 'Some ideas were taken off since. Go back to the first page.',
    firstPage: 'Go to page 1',
  },
} as const;
