export { CommunityScreen } from './community-screen';
