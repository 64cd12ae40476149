import { deflateRawSync } from 'node:zlib';
import { planWinningRun } from '../../../src/levels';
import { decodeLevelLink, encodeLevelLinkDocument, levelFromDocument } from '../../../src/replay';
import type { EditorSession } from '../../../src/app/editor/editor-session';
import { LevelPublisher } from '../../../src/app/global';
import type { Level } from '../../../src/sim';
import { LocalStore } from '../../../src/storage/local-store';
import { FakeStorage } from '../../support/fake-storage';
import { FakeService, ManualTimers } from '../global/fake-service';
import { postingOver } from '../global/poster-support';

/** Lets pending promises settle (the editor and replay code "load" in microtasks here). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A 5x5 level with a gem, written out by hand. */
export const ROWS = ['#####', '#S..#', '#.*.#', '#..E#', '#####'];

/** Paints the session's draft into ROWS through the model, names it Yard, cursor in the middle. */
export function paintYard(session: EditorSession): void {
  session.edit((editor) => {
    editor.resize(5, 5);
    ROWS.forEach((row, y) => {
      for (let x = 0; x < row.length; x++) {
        editor.setBrush(row.charAt(x) as '#');
        editor.paintAt(x, y);
      }
    });
    editor.setName('Yard');
    editor.setCursor(2, 2);
  });
}

/** The draft's level and the autopilot's inputs that win it. */
export function draftWin(session: EditorSession): { level: Level; inputs: readonly number[] } {
  const level = levelFromDocument(session.editor.document());
  return { level, inputs: planWinningRun(level).inputs };
}

/** A global leaderboard with posting on, over a fake service that does not answer (by default). */
export function postingOn() {
  const service = new FakeService();
  const store = new LocalStore({ storage: () => new FakeStorage() });
  const now = '2026-06-01T12:00:00.000Z';
  return { service, ...postingOver(service, { store, player: 'Daedalus', now }) };
}

/**
 * A global leaderboard that publishes levels over a fake service, posting on or off, with the
 * game's own storage (where My levels keeps what the service made of each level).
 */
export function publishing(on: boolean) {
  const storage = new FakeStorage();
  const { service, client, poster, identity } = postingOn();
  const timers = new ManualTimers();
  const levels = new LevelPublisher({
    client,
    store: new LocalStore({ storage: () => storage }),
    enabled: () => on,
    timer: timers.timer,
    identity,
    playerName: () => 'Daedalus',
  });
  return { storage, service, timers, global: { client, poster, levels } };
}

/** The fragment of `link` with its level edited (a gem taken out) and its proof kept. */
export function editedLinkFragment(link: string): string {
  const { doc, proof } = decodeLevelLink(link.slice(link.indexOf('#') + 1));
  const edited = { ...doc, text: doc.text.replace('*', '.') };
  const json = encodeLevelLinkDocument(edited, proof);
  return `l=${deflateRawSync(Buffer.from(json)).toString('base64url')}`;
}
