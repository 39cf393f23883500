/**
 * The Firebase rules files say what the embedded server's policy says: the same paths, the same
 * operations, the same profile fields and limits, the same avatar rules. The constants are read
 * from the shared and server sources, never written down a second time here. (The rules'
 * behaviour itself runs in the contract suite against the emulators.)
 */
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, NAME_MAX, THUMBNAIL_URL_PATTERN, USERNAME_MAX, USER_EDITABLE_FIELDS } from '@domain/account/profile';
import { EVENT_IMAGE_MAX_BYTES, EVENT_IMAGE_TYPES } from '@domain/events/event-files';
import { mediaOriginalPath, UPLOADED_BY } from '@domain/media/media-record';
import { MAX_BYTES, MEDIA_FORMATS } from '@domain/media/media-types';
import { LINK_KINDS, LINK_ROLES, type LinkGrant } from '@domain/permissions/link-roles';
import { MATRIX, OPERATIONS, type FieldCheck } from '@domain/permissions/matrix';
import { ROLES, isRole } from '@domain/permissions/roles';
import { DOCUMENT_RULES } from '@server/policy/document-rules';
import { parsePresenceStatus } from '../../functions/src/presence-status';
import { projectFile, projectJson, ruleFunction, ruleMatches, sourceConstant, stringList } from './rules-files';

const firestoreRules = projectFile('firestore.rules');
const LINKS_BEGIN = '    // BEGIN links:';
const LINKS_END = '    // END links';
/** The link rules, and the rest: the member rules that must say what the policy says. */
const linkRules = firestoreRules.slice(firestoreRules.indexOf(LINKS_BEGIN), firestoreRules.indexOf(LINKS_END));
const memberRules = firestoreRules.replace(linkRules, '');
const storageRules = projectFile('storage.rules');
const profileRuleSource = projectFile('server/policy/user-profile-rule.ts');
const fileRuleSource = projectFile('server/policy/file-rules.ts');

const READS = ['read', 'get', 'list'];
const WRITES = ['write', 'create', 'update', 'delete'];

describe('firestore.rules against the server policy', () => {
  const matches = ruleMatches(memberRules, '/databases/{database}/documents');

  it('names exactly the paths the policy has rules for; everything else is denied', () => {
    expect(matches.map((m) => m.path).sort()).toEqual(DOCUMENT_RULES.map((r) => r.pattern).sort());
    expect(firestoreRules).not.toMatch(/\{\w+=\*\*\}/);
    // Unconditional reads only where the matrix makes a row public, and no unconditional write anywhere.
    const openReads = [...firestoreRules.matchAll(/match \/([^ ]+) \{\n(?:\s*\/\/.*\n)?\s*allow read: if true;/g)].map((m) => m[1]);
    expect(openReads.sort()).toEqual(MATRIX.filter((row) => row.publicRead === 'always' && !row.whileSiteOpen).map((row) => row.path).sort());
    // Gets by an unguessable id where the matrix says publicGet; listing those still needs a role.
    const openGets = [...firestoreRules.matchAll(/match \/([^ ]+) \{\n(?:\s*\/\/.*\n)?\s*allow get: if true;\n\s*allow list: if hasRole/g)].map((m) => m[1]);
    expect(openGets.sort()).toEqual(MATRIX.filter((row) => row.publicGet && !row.whileSiteOpen && !row.publicList).map((row) => row.path).sort());
    // Listed by anyone only with the publicList filter (the open event sites).
    const listed = /match \/([^ ]+) \{\n(?:\s*\/\/.*\n)?\s*allow get: if true;\n\s*\/\/.*\n\s*allow list: if resource\.data\.(\w+) == (\w+);/g;
    const openLists = [...firestoreRules.matchAll(listed)].map((m) => `${m[1]} ${m[2]} == ${m[3]}`);
    expect(openLists).toEqual(MATRIX.filter((row) => row.publicList).map((row) => `${row.path} ${row.publicList!.field} == ${row.publicList!.value}`));
    expect([...firestoreRules.matchAll(/allow[^:]*:\s*if\s+true\b/g)]).toHaveLength(openReads.length + openGets.length + openLists.length);
    expect(firestoreRules).not.toMatch(/allow (?:write|create|update|delete)[^:]*:\s*if\s+true\b/);
  });

  it('allows reads and writes exactly where the policy defines them', () => {
    for (const rule of DOCUMENT_RULES) {
      const { allows } = matches.find((m) => m.path === rule.pattern)!;
      expect(READS.some((op) => allows.has(op)), `${rule.pattern} reads`).toBe(rule.read !== undefined);
      expect(WRITES.some((op) => allows.has(op)), `${rule.pattern} writes`).toBe(rule.write !== undefined);
    }
  });

  it('lets a user create and update their profile but, like the server, never delete it', () => {
    const users = DOCUMENT_RULES.find((r) => r.pattern === 'users/{uid}')!;
    const auth = { uid: 'u1', email: 'u1@example.com', emailVerified: true, sessionId: 's1' };
    const at = new Date(0);
    const profile = { path: 'users/u1', id: 'u1', data: { uid: 'u1', email: 'u1@example.com' }, version: 1, createTime: at, updateTime: at };
    expect(users.write!(auth, { uid: 'u1' }, { path: 'users/u1', before: profile, after: null }, new Map())).toBe(false);
    expect([...matches.find((m) => m.path === 'users/{uid}')!.allows].sort()).toEqual(['create', 'get', 'list', 'update']);
  });

  it('lets a client change only the editable profile fields, and create only with the sign-up fields', () => {
    expect(stringList(ruleFunction(firestoreRules, 'editableProfileFields'))).toEqual([...USER_EDITABLE_FIELDS]);
    expect(stringList(ruleFunction(firestoreRules, 'signupProfileFields'))).toEqual(stringList(sourceConstant(profileRuleSource, 'SIGNUP_FIELDS')));
    expect(firestoreRules).toContain('request.resource.data.diff(resource.data).affectedKeys().hasOnly(editableProfileFields())');
    expect(firestoreRules).toContain('request.resource.data.keys().hasOnly(editableProfileFields().concat(signupProfileFields()))');
  });

  it('holds the profile texts to the limits of spec section 5 and the server rule', () => {
    const limits = Object.fromEntries(
      [...ruleFunction(firestoreRules, 'profileFieldsValid').matchAll(/textWithin\(data, '(\w+)', (\d+)\)/g)].map((m) => [m[1], Number(m[2])]),
    );
    expect(limits).toEqual({
      username: USERNAME_MAX,
      firstName: NAME_MAX,
      lastName: NAME_MAX,
      thumbnail: Number(sourceConstant(profileRuleSource, 'MAX_THUMBNAIL_CHARS')),
    });
  });

  it('takes only an http(s) address as a profile picture, as the server does', () => {
    const rulesString = THUMBNAIL_URL_PATTERN.replaceAll('\\', '\\\\');
    expect(ruleFunction(firestoreRules, 'thumbnailIsWebAddress')).toContain(`data.thumbnail.matches('${rulesString}')`);
    expect(ruleFunction(firestoreRules, 'profileFieldsValid')).toContain('thumbnailIsWebAddress(data)');
    expect(profileRuleSource).toContain('!isThumbnailUrl(thumbnail)');
  });

  it('takes the identity of a profile from the auth token', () => {
    const identity = ruleFunction(firestoreRules, 'identityMatches');
    expect(identity).toContain("data.get('uid', null) == request.auth.uid");
    expect(identity).toContain("data.get('email', null) == request.auth.token.email");
  });
});

type RulesGenerator = {
  BEGIN: string;
  END: string;
  renderMatrixRules(matrix: typeof MATRIX, roles: typeof ROLES): string;
  spliceMatrixRules(rules: string, block: string): string;
};

describe('firestore.rules against the permission matrix', () => {
  const load = async () => (await import(new URL('../../scripts/generate-rules.mjs', import.meta.url).href)) as RulesGenerator;
  const matches = ruleMatches(memberRules, '/databases/{database}/documents');

  it('carries the matrix exactly as scripts/generate-rules.mjs writes it (run the script after changing the matrix)', async () => {
    const { renderMatrixRules, spliceMatrixRules } = await load();
    expect(spliceMatrixRules(firestoreRules, renderMatrixRules(MATRIX, ROLES))).toBe(firestoreRules);
  });

  it('refuses to write into a rules file without the markers', async () => {
    const { spliceMatrixRules } = await load();
    expect(() => spliceMatrixRules('service cloud.firestore {}', 'x')).toThrow(/markers/);
  });

  it('allows, for every row, exactly the operations the matrix gives to some role, with that role’s rank', () => {
    for (const row of MATRIX) {
      const { allows } = matches.find((m) => m.path === row.path) ?? { allows: new Set<string>() };
      const granted = OPERATIONS.filter((op) => isRole(row.ops[op]));
      const ruled = [...allows].map((op) => (op === 'get' || op === 'list' ? 'read' : op));
      expect([...new Set(ruled)].sort(), row.path).toEqual([...granted].sort());
      const block = firestoreRules.slice(firestoreRules.indexOf(`match /${row.path} {`));
      const body = block.slice(0, block.indexOf('\n    }') + 1);
      for (const op of granted) {
        if (op === 'read' && ((row.publicRead === 'always' && !row.whileSiteOpen) || row.publicList)) continue;
        // A publicGet row's get is open to anyone; its role shows in the list rule.
        const readOp = row.publicGet ? 'list' : '(?:read|get)';
        const statement = new RegExp(`allow ${op === 'read' ? readOp : op}: if ([\\s\\S]*?);\\n`).exec(body)?.[1] ?? '';
        const ranks = [...statement.matchAll(/, (\d)\)/g)].map((m) => Number(m[1]));
        expect(ranks.length, `${row.path} ${op}`).toBeGreaterThan(0);
        expect(new Set(ranks), `${row.path} ${op}`).toEqual(new Set([ROLES.indexOf(row.ops[op] as (typeof ROLES)[number]) + 1]));
      }
    }
  });

  it('lets a query list only what the server’s query rule allows (matrix-query-rule.ts)', () => {
    for (const row of MATRIX.filter((r) => isRole(r.ops.read) && r.publicRead !== 'always')) {
      const block = firestoreRules.slice(firestoreRules.indexOf(`match /${row.path} {`));
      const body = block.slice(0, block.indexOf('\n    }') + 1);
      const list = /allow (?:list|read): if (.*);\n/.exec(body)?.[1];
      const keyedByResource = 'pathVar' in row.resource && row.path.endsWith(`/{${row.resource.pathVar}}`);
      if (keyedByResource) {
        const listedBy = row.listedBy && `request.auth != null && request.auth.uid in resource.data.${row.listedBy}`;
        expect(list, row.path).toBe(listedBy || (row.publicList ? `resource.data.${row.publicList.field} == ${row.publicList.value}` : undefined));
        continue;
      }
      const rank = ROLES.indexOf(row.ops.read as (typeof ROLES)[number]) + 1;
      const resource = 'pathVar' in row.resource ? row.resource.pathVar : `resource.data.${row.resource.field}`;
      expect(list, row.path).toContain(`hasRole(${resource}, storedEvent(${resource}), ${rank})`);
      const pub = row.publicRead;
      const pubList = pub && pub !== 'always' && `resource.data.${pub.field} in [${pub.values.map((v) => `'${v}'`).join(', ')}]`;
      const site = row.whileSiteOpen && `siteOpen(/databases/$(database)/documents/${row.whileSiteOpen.replace('{eventId}', '$(eventId)')})`;
      if (pubList) expect(list, row.path).toContain(site ? `(${site} && ${pubList}) || ` : `${pubList} || `);
      if (row.readableByEmail) expect(list, row.path).toContain(`resource.data.${row.readableByEmail} == request.auth.token.email`);
    }
  });

  it('limits client updates and creates to the matrix’s fields and values, and no other row’s', async () => {
    const { accepts, storedValue } = (await import(new URL('../../scripts/rules/field-limits.mjs', import.meta.url).href)) as {
      accepts: (value: string, check: FieldCheck, previous?: (fallback: string) => string) => string;
      storedValue: (field: string) => (fallback: string) => string;
    };
    for (const row of MATRIX) {
      const block = firestoreRules.slice(firestoreRules.indexOf(`match /${row.path} {`));
      const body = block.slice(0, block.indexOf('\n    }') + 1);
      const update = /allow update: if ([\s\S]*?);\n/.exec(body)?.[1] ?? '';
      const create = /allow create: if ([\s\S]*?);\n/.exec(body)?.[1] ?? '';
      const collectionId = row.path.split('/').at(-2);
      expect(update.includes(`${collectionId}UpdateFields()`), row.path).toBe(row.clientWritableFields !== undefined);
      expect(create.includes(`${collectionId}CreateFields()`), row.path).toBe(row.clientCreateFields !== undefined);
      if (row.clientWritableFields) {
        const limits = ruleFunction(firestoreRules, `${collectionId}UpdateFields`);
        const fields = Object.entries(row.clientWritableFields);
        expect(stringList(/affectedKeys\(\)\.hasOnly\((\[[^\]]*\])\)/.exec(limits)?.[1] ?? ''), row.path).toEqual(fields.map(([field]) => field));
        for (const [field, check] of fields) expect(limits, field).toContain(accepts(`request.resource.data.get('${field}', null)`, check, storedValue(field)));
      }
      if (row.clientCreateFields) {
        const shape = ruleFunction(firestoreRules, `${collectionId}CreateFields`);
        const fields = Object.entries(row.clientCreateFields);
        expect(stringList(/data\.keys\(\)\.hasOnly\((\[[^\]]*\])\)/.exec(shape)?.[1] ?? ''), row.path).toEqual(fields.map(([field]) => field));
        expect(stringList(/data\.keys\(\)\.hasAll\((\[[^\]]*\])\)/.exec(shape)?.[1] ?? ''), row.path).toEqual(fields.filter(([, c]) => !c.optional).map(([field]) => field));
        for (const [field, check] of fields) expect(shape, field).toContain(accepts(`data.get('${field}', null)`, check));
      }
    }
    expect(ruleFunction(firestoreRules, 'changesField')).toContain('request.resource.data.diff(resource.data).affectedKeys().hasAny([field])');
  });

  it('ranks the roles in the matrix’s order', () => {
    const ranks = Object.fromEntries([...ruleFunction(firestoreRules, 'roleRank').matchAll(/'(\w+)': (\d)/g)].map((m) => [m[1], Number(m[2])]));
    expect(ranks).toEqual(Object.fromEntries(ROLES.map((role, i) => [role, i + 1])));
  });
});

describe('firestore.rules against the link grants', () => {
  type LinkAllow = { path: string; op: string; condition: string };
  /** Each `allow` of the link rules with its block's path, one operation per entry. */
  const linkAllows: LinkAllow[] = linkRules.split(/\n {4}match \//).slice(1).flatMap((block) => {
    const path = block.slice(0, block.indexOf(' {'));
    return [...block.matchAll(/allow ([a-z, ]+): if (.*);\n/g)].flatMap(([, ops, condition]) =>
      ops.split(',').map((op) => ({ path, op: op.trim(), condition })),
    );
  });
  const publicRead = (path: string) => MATRIX.find((row) => row.path === path)?.publicRead === 'always';
  /** Each link kind, the rule function that checks its holder, and where its token is stored. */
  const kinds = [
    { kind: 'moderation', check: 'holdsModerationLink', tokenDoc: 'moderationLinks' },
    { kind: 'encoder', check: 'holdsEncoderLink', tokenDoc: 'encoderLinks' },
  ] as const;
  const grantedOf = (grants: readonly LinkGrant[]) =>
    grants.flatMap((grant) => grant.ops.map((op) => ({ grant, op }))).filter(({ grant, op }) => !(op === 'read' && publicRead(grant.path)));

  it('sits outside the generated block, with its own markers', () => {
    expect(linkRules.length).toBeGreaterThan(0);
    expect(firestoreRules.indexOf(LINKS_BEGIN)).toBeGreaterThan(firestoreRules.indexOf('    // END permission matrix'));
  });

  it('lists every link kind the server holds (the presenter link below)', () => {
    expect([...kinds.map((k) => k.kind), 'presenter'].sort()).toEqual([...LINK_KINDS].sort());
  });

  describe.each(kinds)('the $kind link', ({ kind, check, tokenDoc }) => {
    const granted = grantedOf(LINK_ROLES[kind].grants);
    const allowsOf = linkAllows.filter((a) => a.condition.startsWith(`${check}(`));

    it('allows every grant, for the link holder, on a path the policy knows', () => {
      for (const { grant, op } of granted) {
        const allow = allowsOf.find((a) => a.path === grant.path && a.op === op);
        expect(allow?.condition, `${grant.path} ${op}`).toMatch(new RegExp(`^${check}\\(eventId\\)( && |$)`));
        expect(DOCUMENT_RULES.map((r) => r.pattern)).toContain(grant.path);
      }
    });

    it('limits a link holder’s writes with the same field checks as the matrix row', () => {
      for (const { grant, op } of granted) {
        const allow = allowsOf.find((a) => a.path === grant.path && a.op === op)!;
        const row = MATRIX.find((r) => r.path === grant.path)!;
        const collectionId = grant.path.split('/').at(-2);
        const expected = [`${check}(eventId)`];
        if (op === 'update' && 'fields' in grant && grant.fields) {
          expect(grant.fields, grant.path).toBe(row.clientWritableFields);
          expected.push(`${collectionId}UpdateFields()`);
        }
        if (op === 'create' && 'createFields' in grant && grant.createFields) {
          expect(grant.createFields, grant.path).toBe(row.clientCreateFields);
          expected.push(`${collectionId}CreateFields()`);
        }
        expect(allow.condition, `${grant.path} ${op}`).toBe(expected.join(' && '));
      }
    });

    it('allows nothing the grants do not give, and uses the link check nowhere else', () => {
      const grantedKeys = new Set(granted.map(({ grant, op }) => `${grant.path} ${op}`));
      expect(allowsOf.map((a) => `${a.path} ${a.op}`).sort()).toEqual([...grantedKeys].sort());
      expect(memberRules).not.toContain(check);
      expect([...linkRules.matchAll(new RegExp(`${check}\\(`, 'g'))]).toHaveLength(allowsOf.length + 1);
    });

    it('checks the claims the Cloud Function signs against the stored token', () => {
      const rule = ruleFunction(firestoreRules, check);
      expect(rule).toContain('request.auth != null');
      expect(rule).toContain(`request.auth.token.linkKind == '${kind}'`);
      expect(rule).toContain('request.auth.token.linkResource == eventId');
      expect(rule).toContain(`get(/databases/$(database)/documents/${tokenDoc}/$(eventId)).data.token == request.auth.token.linkToken`);
      expect(projectFile('functions/src/admin-services.ts')).toContain('{ linkKind: kind, linkResource: resourceId, linkToken: token }');
    });
  });

  it('has no link rule outside the kinds', () => {
    expect(linkAllows.every((a) => kinds.some((k) => a.condition.startsWith(`${k.check}(`)) || /presenterLink/i.test(a.condition))).toBe(true);
  });

  // A presenter link's grant whose last segment the link fixes (its own link, its stream) is one document: `get`, never a query.
  const presenterGranted = (LINK_ROLES.presenter.grants as readonly LinkGrant[]).flatMap((grant) =>
    grant.ops.map((op) => ({ grant, op: op === 'read' && /\{(linkId|streamId)\}$/.test(grant.path) ? 'get' : op })),
  );

  it('allows a presenter link nothing its grants do not give, and uses its check nowhere else', () => {
    const presenterAllows = linkAllows.filter((a) => /presenterLink/i.test(a.condition));
    expect(presenterAllows.map((a) => `${a.path} ${a.op}`).sort()).toEqual(presenterGranted.map(({ grant, op }) => `${grant.path} ${op}`).sort());
    expect(memberRules).not.toContain('holdsPresenterLink');
  });

  it('lets a presenter link read only within its own event and stream, with its token and before it expires', () => {
    for (const { grant, op } of presenterGranted) {
      const allow = linkAllows.find((a) => a.path === grant.path && a.op === op && /presenterLink/i.test(a.condition));
      expect(allow?.condition ?? `${grant.path} ${op} has no allow`, `${grant.path} ${op}`).toMatch(/^(holdsPresenterLink\(\) && request\.auth\.token\.linkResource == linkId|presenterLinkReaches\(eventId, streamId\)|holdsPresenterLink\(\)\s*&& heldPresenterLink\(\)\.eventID == eventId)/);
      expect(DOCUMENT_RULES.map((r) => r.pattern)).toContain(grant.path);
    }
    const check = ruleFunction(firestoreRules, 'holdsPresenterLink');
    expect(check).toContain("request.auth.token.linkKind == 'presenter'");
    expect(check).toContain('heldPresenterLink().token == request.auth.token.linkToken');
    expect(check).toContain('request.time < heldPresenterLink().expires');
  });
});

describe('storage.rules against the server file rules', () => {
  it('has the avatar and the resource files as its only paths, like the server', () => {
    const serverPatterns = [...fileRuleSource.matchAll(/pattern: '([^']+)'/g)].map((m) => m[1]);
    expect(serverPatterns).toEqual(['users/{uid}.jpg', '{resourceId}/{file}']);
    // Storage wildcards span a whole segment: `users/{uid}.jpg` becomes `users/{file}` with file == uid + '.jpg'.
    const [, folder, suffix] = /^(.+)\/\{uid\}(\.\w+)$/.exec(serverPatterns[0]) ?? [];
    // Plus the media library's originals, which the embedded server takes through its upload route instead.
    expect(ruleMatches(storageRules, '/b/{bucket}/o').map((m) => m.path).sort()).toEqual([serverPatterns[1], `${folder}/{file}`, 'mediaStorage/{processId}/{file}'].sort());
    expect(ruleFunction(storageRules, 'isAvatarOf')).toContain(`file == request.auth.uid + '${suffix}'`);
  });

  it('lets producers and owners manage a resource’s files, JPEG or PNG under 5 MB, as the server does', () => {
    expect(stringList(ruleFunction(storageRules, 'eventImageTypes'))).toEqual([...EVENT_IMAGE_TYPES]);
    expect(Number(/return (\d+);/.exec(ruleFunction(storageRules, 'eventImageMaxBytes'))?.[1])).toBe(EVENT_IMAGE_MAX_BYTES);
    expect(storageRules).toContain('request.resource.size < eventImageMaxBytes()');
    const ranks = Object.fromEntries([...ruleFunction(storageRules, 'roleRank').matchAll(/'(\w+)': (\d)/g)].map((m) => [m[1], Number(m[2])]));
    expect(ranks).toEqual(Object.fromEntries(ROLES.map((role, i) => [role, i + 1])));
    expect(ruleFunction(storageRules, 'producesResource').match(/>= (\d)/g)).toEqual([`>= ${ranks.producer}`, `>= ${ranks.producer}`]);
    expect(fileRuleSource).toContain("roleAtLeast(roleFrom(known, auth.uid, resourceId), 'producer')");
  });

  it('lets a library’s producers upload an original once, naming themselves, each kind within its limit', () => {
    for (const kind of ['image', 'document', 'video'] as const) {
      expect(Number(/return (\d+);/.exec(ruleFunction(storageRules, `${kind}MaxBytes`))?.[1])).toBe(MAX_BYTES[kind]);
      const extensions = MEDIA_FORMATS.filter((f) => f.kind === kind).flatMap((f) => f.extensions);
      const limited = new RegExp(`file\\.matches\\('original\\[\\.\\]\\(([^)]+)\\)'\\) && request\\.resource\\.size <= ${kind}MaxBytes\\(\\)`).exec(storageRules)?.[1].split('|');
      expect(limited?.sort()).toEqual([...extensions].sort());
    }
    expect(storageRules).toContain(`request.resource.metadata.get('${UPLOADED_BY}', '') == request.auth.uid`);
    expect(/match \/mediaStorage\/\{processId\}\/\{file\} \{\s*allow create: if request\.auth != null\s*&& withinMediaLimit\(file\)/.test(storageRules)).toBe(true);
    expect(mediaOriginalPath('p1', 'Talk.PPTX')).toBe('mediaStorage/p1/original.pptx');
  });

  it('accepts the avatar types and size of spec section 5', () => {
    expect(stringList(ruleFunction(storageRules, 'avatarTypes'))).toEqual([...AVATAR_TYPES]);
    expect(Number(/return (\d+);/.exec(ruleFunction(storageRules, 'avatarMaxBytes'))?.[1])).toBe(AVATAR_MAX_BYTES);
    expect(storageRules).toContain('request.resource.size < avatarMaxBytes()');
  });
});

describe('database.rules.json', () => {
  type Node = Record<string, unknown>;
  const rules = projectJson<{ rules: Node }>('database.rules.json').rules;
  const status = (rules.status as Node).$uid as Node;

  it('holds presence only, readable and writable by its own user', () => {
    expect(Object.keys(rules)).toEqual(['status']);
    expect(status['.read']).toBe('auth != null && auth.uid === $uid');
    expect(status['.write']).toBe('auth != null && auth.uid === $uid && newData.exists()');
    expect((status.$other as Node)['.validate']).toBe(false);
  });

  it('admits exactly the states the presence mirror understands', () => {
    const states = [...String((status.state as Node)['.validate']).matchAll(/'(\w+)'/g)].map((m) => m[1]);
    expect(states.sort()).toEqual(['offline', 'online']);
    for (const state of states) expect(parsePresenceStatus({ state, last_changed: 1 })).toEqual({ state, lastChanged: 1 });
    expect(parsePresenceStatus({ state: 'away', last_changed: 1 })).toBeNull();
    expect(status['.validate']).toBe("newData.hasChildren(['state', 'last_changed'])");
  });
});
