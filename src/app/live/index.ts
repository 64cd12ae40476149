/** Live runs in the game: streaming a run as it is played, and following one as a spectator. */
export { LiveFollower, type FollowState } from './live-follower';
export {
  LiveRunner,
  runLengths,
  type LiveConnect,
  type LiveRunnerOptions,
  type LiveSocketEvents,
  type LiveSocketPort,
  type LiveStart,
} from './live-runner';
export { LiveStreaming, type LiveStreamingOptions } from './live-streaming';
