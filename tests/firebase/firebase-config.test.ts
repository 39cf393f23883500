/**
 * firebase.json and what it points at: a configuration firebase-tools accepts, the emulators'
 * ports, the rules and index files, the functions and the hosting rewrites, and the Firestore
 * indexes the app's two-field queries need (firestore.indexes.json).
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { projectFile, projectJson } from './rules-files';

describe('firebase.json', () => {
  type FirebaseJson = {
    emulators: Record<string, { port?: number; enabled?: boolean }>;
    firestore: { rules: string; indexes: string };
    database: { rules: string };
    storage: { rules: string };
    functions: { source: string }[];
    hosting: { public: string; rewrites: { source: string; destination?: string; function?: { functionId: string } }[] };
  };
  const config = projectJson<FirebaseJson>('firebase.json');

  it('is a configuration firebase-tools accepts', () => {
    const require = createRequire(import.meta.url);
    const { getValidator, getErrorMessage } = require('firebase-tools/lib/firebaseConfigValidate.js') as {
      getValidator: () => ((value: unknown) => boolean) & { errors?: unknown[] | null };
      getErrorMessage: (error: unknown) => string;
    };
    const validate = getValidator();
    const valid = validate(config);
    expect((validate.errors ?? []).map(getErrorMessage)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('runs the emulators on the standard Emulator Suite ports', () => {
    const ports = Object.fromEntries(['auth', 'firestore', 'database', 'storage', 'functions'].map((name) => [name, config.emulators[name]?.port]));
    expect(ports).toEqual({ auth: 9099, firestore: 8080, database: 9000, storage: 9199, functions: 5001 });
    expect(config.emulators.ui).toEqual({ enabled: false });
  });

  it('points at the rules files, the functions and the built app', () => {
    expect([config.firestore.rules, config.firestore.indexes, config.database.rules, config.storage.rules]).toEqual([
      'firestore.rules',
      'firestore.indexes.json',
      'database.rules.json',
      'storage.rules',
    ]);
    // The queries that filter or order on two fields: the audience's accepted messages, the
    // dashboard's analytics counts (a type, created since a window's start), the media library and the site by a page.
    expect(projectJson<{ indexes: unknown[] }>('firestore.indexes.json').indexes).toEqual([
      {
        collectionGroup: 'messages',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'type', order: 'ASCENDING' },
          { fieldPath: 'createdAt', order: 'DESCENDING' },
        ],
      },
      {
        collectionGroup: 'analytics',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'type', order: 'ASCENDING' },
          { fieldPath: 'createdAt', order: 'ASCENDING' },
        ],
      },
      // The media library: a folder's items, a kind's items (media bank tabs), a name search.
      ...[
        [['resourceID', 'ASCENDING'], ['folderID', 'ASCENDING'], ['createdAt', 'DESCENDING']],
        [['resourceID', 'ASCENDING'], ['typeOf', 'ASCENDING'], ['createdAt', 'DESCENDING']],
        [['resourceID', 'ASCENDING'], ['nameLowerCase', 'ASCENDING']],
      ].map((fields) => ({ collectionGroup: 'mediaStorage', queryScope: 'COLLECTION', fields: fields.map(([fieldPath, order]) => ({ fieldPath, order })) })),
      // An embedded page's open site, found by the page (/page-iframe/{id}).
      {
        collectionGroup: 'eventSites',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'open', order: 'ASCENDING' },
          { fieldPath: 'pageIds', arrayConfig: 'CONTAINS' },
        ],
      },
      // The participants table (listParticipants): every sort both ways behind the "Show disabled"
      // filter, with and without a search; then the View modal's activity of one participant.
      ...[false, true].flatMap((searching) =>
        ['sortName', 'email', 'state', 'lastSeenAt', 'stats.watchSeconds', 'stats.visits', 'engagement'].flatMap((fieldPath) =>
          ['ASCENDING', 'DESCENDING'].map((order) => ({
            collectionGroup: 'users',
            queryScope: 'COLLECTION',
            fields: [
              ...(searching ? [{ fieldPath: 'searchKeys', arrayConfig: 'CONTAINS' }] : []),
              { fieldPath: 'disabled', order: 'ASCENDING' },
              { fieldPath, order },
            ],
          })),
        ),
      ),
      // Participants whose 'online' has expired, stored offline before each listing (participant-listing-upkeep.ts).
      {
        collectionGroup: 'users',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'state', order: 'ASCENDING' },
          { fieldPath: 'lastSeenAt', order: 'ASCENDING' },
        ],
      },
      {
        collectionGroup: 'analytics',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'participantId', order: 'ASCENDING' },
          { fieldPath: 'createdAt', order: 'DESCENDING' },
        ],
      },
    ]);
    expect(config.functions.map((f) => f.source)).toEqual(['functions']);
    expect(config.hosting.public).toBe('dist');
  });

  it('sends /api, the encoder webhooks and the media processing calls to their functions, which the functions export, the public site to its own page and every other path to the app', () => {
    expect(config.hosting.rewrites).toEqual([
      { source: '/api/**', function: expect.objectContaining({ functionId: 'api' }) },
      { source: '/encoder-hooks/**', function: expect.objectContaining({ functionId: 'encoderHooks' }) },
      { source: '/event/*/presentation/*', function: expect.objectContaining({ functionId: 'event' }) },
      { source: '/event/*/media/*', function: expect.objectContaining({ functionId: 'event' }) },
      { source: '/e/**', destination: '/site.html' },
      { source: '/page-iframe/**', destination: '/site.html' },
      { source: '**', destination: '/index.html' },
    ]);
    expect(projectFile('functions/src/index.ts')).toMatch(/export \{ api \} from '\.\/api';/);
    expect(projectFile('functions/src/index.ts')).toMatch(/export \{ encoderHooks \} from '\.\/encoder-hooks';/);
    expect(projectFile('functions/src/index.ts')).toMatch(/export \{ event \} from '\.\/event';/);
    const functionsPackage = projectJson<{ main: string; scripts: { build: string } }>('functions/package.json');
    expect(functionsPackage.scripts.build).toContain(`--outfile=${functionsPackage.main}`);
    // The image worker runs as its own process from beside the bundle (server/media/convert/images.ts).
    expect(functionsPackage.scripts.build).toContain('server/media/convert/image-worker.mjs');
    expect(functionsPackage.scripts.build).toContain(`--outfile=${functionsPackage.main.replace(/index\.js$/, 'image-worker.mjs')}`);
  });

  it('uses the demo project everywhere the emulators are started', () => {
    const project = projectJson<{ projects: { default: string } }>('.firebaserc').projects.default;
    expect(project).toBe('demo-eventdesk');
    // dev:firebase and the test run both start the emulators through the suite, which names .firebaserc's project.
    expect(projectJson<{ scripts: Record<string, string> }>('package.json').scripts['dev:firebase']).toBe('tsx scripts/firebase/dev.ts');
    expect(projectFile('scripts/firebase/dev.ts')).toContain("from './emulator-suite'");
    expect(projectFile('scripts/firebase/emulator-suite.ts')).toMatch(/'emulators:start', '--project', project/);
    expect(projectFile('scripts/firebase/emulator-suite.ts')).toMatch(/projectJson<\{ projects: \{ default: string \} \}>\('\.firebaserc'\)\.projects\.default/);
  });
});
