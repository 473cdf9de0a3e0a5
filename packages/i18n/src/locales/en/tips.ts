/** The 'Did you know?' panel shows one of these at random (16 in English). */
export const tips = [
  'Type page: (or p:) before a page’s name, username or id to see only its posts, e.g. p:"Proud Nurse Club".',
  'Type site: (or s:) before a store domain to see every post linking to it, e.g. s:teelaunchpad.com.',
  'Type tag: (or t:) before a tag to see a whole niche, e.g. t:fathersday finds the posts tagged #fathersday.',
  'Set Match to “Exact phrase” to find a slogan word for word, e.g. worlds best grandpa.',
  'Set Match to “At least one word” to scan several niches in one search: nurse teacher firefighter.',
  'Put words like giveaway, free, hiring in Exclude, comma-separated, to clear the noise out of your results.',
  'Open Trending to see which posts gained the most reactions in the last 24 hours, before a design gets crowded.',
  'A mass-shares spike means a post was shared far faster in the last hour than its own recent rate: it is often going viral right now.',
  'Sort by “Ad sets running” to find products with many campaigns running; sellers rarely keep paying for ads that do not sell.',
  'Follow a pixel to see new posts from every store that shares it; one seller often runs several stores.',
  'Follow a domain to catch each new product and ad of a competitor’s store as soon as it appears.',
  'Save posts to favorite categories by season or niche, e.g. “Halloween – dogs”, and your designers get a ready mood board.',
  'Put competitors’ pages, stores and pixels in a group to see all of their posts in one list, with the same search and sorts.',
  'Set Created to a range months back and sort by Most reactions to find evergreen winners that still sell.',
  'Ignore posts, pages and stores you have already studied: they leave every search, and Follows → Blacklist brings them back.',
  'Save a search with Save search above its results: Search history then counts the posts that are new since you last ran it.',
] as const;
