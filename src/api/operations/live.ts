/** The live runs' operation: the runs in progress (their streams are WebSockets, see ../live.ts). */
import { liveRunsResponse } from '../live';
import { operation } from './operation';

export const listLiveRuns = operation({
  id: 'listLiveRuns',
  method: 'get',
  path: '/api/live',
  summary:
    'The runs being played now, as the spectator delay shows them (level, player, ticks so far, paused, viewers); watching needs no key',
  answers: { 200: { description: 'The runs in progress, newest first', schema: liveRunsResponse } },
  refusals: {},
});
