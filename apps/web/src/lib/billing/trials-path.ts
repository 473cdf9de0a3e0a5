/** The free trial's screen: where a seller who never had a plan reads about it and starts it. */
export const trialsPath = '/a/trials';
