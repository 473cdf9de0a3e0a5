export {
  fixtureDomains,
  fixturePages,
  fixturePixelDomains,
  fixturePixels,
  fixtureTags,
  generateFixture,
  loadFixture,
  vocabulary,
  type FixturePost,
  type StoredFixture,
} from './corpus-fixture';
export { fixtureEntities, isOf, storedIdOf, type FixtureEntity } from './fixture-entities';
export { handWrittenPosts } from './hand-written-posts';
export { referenceSearch, type Ignored } from './reference-search';
export { audienceParams, searchParams, type Params } from './search-params';
export { testViewer } from './test-viewer';
