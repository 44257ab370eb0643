import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeCommit } from '../../shared/unit-of-work.js';

/** A part of an artist's work that a module changed, named by the module that owns it. */
export type WorkPart =
  | 'tracks'
  | 'playlists'
  | 'playlist-entries'
  | 'projects'
  | 'project-tracks'
  | 'lyrics'
  | 'notes'
  /** The projects shared with the artist: joined or left. */
  | 'memberships';

/** Told, in the changing unit of work's transaction, which parts of an artist's work changed. */
export type WorkListener = (tx: EntityManager, ownerId: string, parts: readonly WorkPart[]) => Promise<void>;

/**
 * Which parts of an artist's work changed, for modules that keep something derived from other
 * modules' data (the manager's facts). The module that writes says what changed; the listeners run
 * once per artist, with every part that changed, at the end of the unit of work, after its writes, in
 * its transaction, so
 * what they store commits or rolls back with the change. The writer knows nothing of the listeners.
 */
export class WorkFeed {
  readonly #listeners: WorkListener[] = [];

  listen(listener: WorkListener): void {
    this.#listeners.push(listener);
  }

  changed(em: EntityManager, ownerId: string, part: WorkPart): Promise<void> {
    return beforeCommit(em, `work:${ownerId}`, part, async (tx, parts) => {
      const changed = [...new Set(parts)];
      for (const listener of this.#listeners) await listener(tx, ownerId, changed);
    });
  }
}
