import type DataLoader from 'dataloader';
import { callerPagesLoader, type PageOfKey } from '../../graphql/caller-list-loader.js';
import { nodeSource } from '../../graphql/node-source.js';
import { OWNER, PROJECT_MEMBER, PROJECT_OWNER } from '../../policies/policy.js';
import type { Page } from '../../shared/paging.js';
import type { FeatureModule } from '../feature-module.js';
import { Note } from './note.entity.js';
import { NoteResolver, ProjectNotesResolver } from './note.resolver.js';
import { noteRoutes } from './note.rest.js';
import { NoteService } from './note.service.js';

declare module '../../services.js' {
  interface Services {
    readonly notes: NoteService;
  }
}

declare module '../../graphql/loaders.js' {
  interface Loaders {
    /** A project's notes, newest first. */
    /** The same page of each project's notes, newest first. */
    readonly projectNotes: DataLoader<PageOfKey, Page<Note>, string>;
  }
}

export const notesModule: FeatureModule = {
  name: 'notes',
  entities: [Note],
  // A project's notes are read by everyone in it; a note is changed by its writer or the project's
  // owner (a writer who may no longer edit is refused by the roles table). Lists hold one's own.
  accessRules: {
    Note: {
      read: [OWNER, PROJECT_OWNER, PROJECT_MEMBER],
      list: [OWNER],
      update: [OWNER, PROJECT_OWNER],
      delete: [OWNER, PROJECT_OWNER],
    },
  },
  services: ({ audioReceiver, storage, fileJournal, idempotency, workFeed }) => ({
    notes: new NoteService(audioReceiver, storage, fileJournal, idempotency, workFeed),
  }),
  resolvers: [NoteResolver, ProjectNotesResolver],
  nodeSources: [
    nodeSource('Note', Note, (services, em, callerId, id) => services.notes.findNote(em, callerId, id)),
  ],
  loaders: ({ em, auth }, { notes }) => {
    const ownerId = auth?.userId ?? null;
    return {
      projectNotes: callerPagesLoader(ownerId, (callerId, ids, request) =>
        notes.notePages(em, callerId, ids, request),
      ),
    };
  },
  routes: noteRoutes,
};
