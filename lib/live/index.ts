/**
 * The live floor: one version bus of named topics, one coalescing watch, one version-keyed memo,
 * and the process's one place for state of its own. Events, seasons, queues, ratings and the
 * response cache use this and nothing else for "what changed, and is what I hold current?".
 * It imports only the database module; the services register what they alone can compute
 * (`versions.ts`), so lib/http asks here and never reaches into lib/server.
 */
export { topics, kindOf, type TopicKind } from "./topics";
export {
  VERSION_CHANNEL,
  announceCounted,
  announceRow,
  knownVersion,
  noticeReceived,
  notificationsState,
  onReshaped,
  partsChangedBetween,
  startListening,
  subscribe,
  topicVersion,
  watchedTopics,
  wroteVersion,
  type ListenerState,
} from "./bus";
export { watchDerived, watchTopic, type DerivedSource, type WatchListener } from "./watch";
export { memo, type Memo, type MemoVersion } from "./memo";
export { hasProcessState, processState, startTimer } from "./process";
export { eventGuildTagsVersion, guildTagsVersion, knownVersionOf, provideClockCheck, provideProfilesShown, provideDerived, showsClocks, versionOf, type DerivedVersions, type Followed } from "./versions";
