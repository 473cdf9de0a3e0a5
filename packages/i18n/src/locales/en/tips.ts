/** The 'Did you know?' panel shows one of these at random (16 in English). */
export const tips = [
  'Type page: (or p:) before a name to see only that page’s posts, e.g. p:Proud Nurse Club.',
  'Type site: (or s:) before a store domain to see every post linking to it, e.g. s:teelaunchpad.com.',
  'Type tag: (or t:) before a hashtag to follow a niche, e.g. t:fathersday finds #fathersday posts.',
  'Switch the search mode to “Exact phrase” to find a slogan word for word, e.g. “worlds best grandpa”.',
  'Use “At least one word” mode to scan several niches in one search: nurse teacher firefighter.',
  'Put words like giveaway, free, hiring in “Excluded keywords” to clear the noise out of your results.',
  'Sort by Trending to see which posts gained the most reactions in the last 24 hours, before a design gets crowded.',
  'A mass-share spike means a post is being shared far faster than its own usual rate: it is often going viral right now.',
  'Sort by Ads set to find products with many campaigns running; sellers rarely keep paying for ads that do not sell.',
  'Follow a pixel to see new posts from every store that shares it; one seller often runs several stores.',
  'Follow a domain to catch each new product and ad of a competitor’s store as soon as it appears.',
  'Save posts to favorite categories by season or niche, e.g. “Halloween – dogs”, and your designers get a ready mood board.',
  'Put variations of the same design in a group to compare how each one’s reactions, shares and comments grow.',
  'Filter on an older created time and sort by reactions to find evergreen winners that still sell months later.',
  'Ignore or blacklist pages you have already studied so they stop filling your results.',
  'On a team plan, your designers and ad buyers sign in with their own accounts; invite them in Settings → Team.',
] as const;
