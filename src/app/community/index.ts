export {
  CatalogueClient,
  type CatalogueFailure,
  type CatalogueLevel,
  type CataloguePage,
  type CataloguePageQuery,
  type StoredLevel,
} from './catalogue-client';
export { COMMUNITY_PAGE_SIZE, CommunityBrowser, needsKeyText } from './community-browser';
export { CommunityRuns, type CommunityRunsOptions } from './community-runs';
export {
  CATALOGUE_SORTS,
  LEVEL_SIZES,
  REPORT_REASONS,
  type CatalogueSort,
  type CommunityCard,
  type CommunityState,
  type CommunityView,
  type LevelSize,
  type ReportReason,
  type RunSource,
} from './community-view';
