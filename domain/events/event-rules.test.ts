import { describe, expect, it } from 'vitest';
import {
  SLUG_MAX_LENGTH,
  deriveSlug,
  eventRuleMessages,
  languageOf,
  titleLength,
  validateSlug,
  validateTitle,
} from './event-rules';

describe('deriveSlug (spec 000 section 5)', () => {
  it('lowers the case and turns spaces into hyphens', () => {
    expect(deriveSlug('Annual Meeting 2025')).toBe('annual-meeting-2025');
  });

  it('turns ä, ö, ü into a, o, u, in either case', () => {
    expect(deriveSlug('Käyttäjä Öljy Über')).toBe('kayttaja-oljy-uber');
    expect(deriveSlug('ÄÖÜ')).toBe('aou');
  });

  it('turns the sharp s into ss, the capital one too', () => {
    expect(deriveSlug('Straße')).toBe('strasse');
    expect(deriveSlug('GROẞE')).toBe('grosse');
  });

  it('reads an umlaut typed as a letter plus a combining mark like the composed one', () => {
    expect(deriveSlug('Ka\u0308se')).toBe('kase');
  });

  it('removes dots, commas, brackets, ?, !, /, % and &', () => {
    expect(deriveSlug('v1.2, (beta) [x] {y} Why? Now! a/b 50% Q&A')).toBe('v12-beta-x-y-why-now-ab-50-qa');
  });

  it('keeps letters the spec does not map, such as å and é', () => {
    expect(deriveSlug('Åbo Café')).toBe('åbo-café');
  });

  it('gives one hyphen for a run of spaces and none at the ends', () => {
    expect(deriveSlug('  Rock  &  Roll  ')).toBe('rock-roll');
    expect(deriveSlug('Tab\tand\nnewline')).toBe('tab-and-newline');
  });

  it('drops what a slug cannot hold: emoji, #, quotes and other symbols', () => {
    expect(deriveSlug('C# "Meetup" 🎉 #1')).toBe('c-meetup-1');
    expect(deriveSlug('Rock’n’Roll: live + more')).toBe('rocknroll-live-more');
  });

  it('derives an empty slug from an all-punctuation or all-emoji title, which the slug rule then refuses', () => {
    for (const title of ['.,()[]{}?!/%&', '!!! ??? ...', '🎉🎉🎉', '👨‍👩‍👧 🇫🇮']) {
      expect(deriveSlug(title)).toBe('');
      expect(validateSlug(deriveSlug(title))).toBe(eventRuleMessages.slugTooShort);
    }
  });

  it('cuts a slug from a 10,000-character title to the maximum, ending on a letter', () => {
    const slug = deriveSlug('Abc '.repeat(2500));
    expect([...slug]).toHaveLength(SLUG_MAX_LENGTH - 1);
    expect(slug.startsWith('abc-abc-')).toBe(true);
    expect(slug.endsWith('-abc')).toBe(true);
    expect(validateSlug(slug)).toBeNull();
  });

  it('always derives a slug that is either valid or too short', () => {
    for (const title of ['-_ Party _-', '_secret_', '__name__', 'Ünïcödé ✓ ok', 'a😀\u0308bc', 'Fest — 2025 — Final']) {
      const slug = deriveSlug(title);
      expect([null, eventRuleMessages.slugTooShort]).toContain(validateSlug(slug));
    }
    expect(deriveSlug('__name__')).toBe('name');
  });
});

describe('validateTitle', () => {
  it('needs at least 3 characters after trimming', () => {
    expect(validateTitle('')).toBe(eventRuleMessages.titleTooShort);
    expect(validateTitle('  ab  ')).toBe(eventRuleMessages.titleTooShort);
    expect(validateTitle('abc')).toBeNull();
    expect(eventRuleMessages.titleTooShort).toBe('Title needs to be more than 3 charecters long.');
  });

  it('counts an emoji as one character, and accepts a title of emoji', () => {
    expect(titleLength('Fête 🎉👍🏽🇫🇮')).toBe(8);
    expect(validateTitle('🎉🎉🎉')).toBeNull();
    expect(validateTitle('👨‍👩‍👧🇫🇮')).toBe(eventRuleMessages.titleTooShort);
  });

  it('accepts a title of punctuation (its slug must then be typed)', () => {
    expect(validateTitle('!!!')).toBeNull();
  });

  it('refuses more than 200 characters, such as a 10,000-character title, with its own message', () => {
    expect(validateTitle('a'.repeat(200))).toBeNull();
    expect(validateTitle('a'.repeat(201))).toBe('Title can be at most 200 characters long.');
    expect(validateTitle('x'.repeat(10_000))).toBe(eventRuleMessages.titleTooLong);
  });
});

describe('validateSlug', () => {
  it('needs at least 3 characters', () => {
    expect(validateSlug('')).toBe('Slug needs to be more than 3 charecters long.');
    expect(validateSlug('ab')).toBe(eventRuleMessages.slugTooShort);
    expect(validateSlug('abc')).toBeNull();
  });

  it('accepts what derivation produces and what a user may safely type', () => {
    for (const slug of ['demo-event', 'åbo-2025', 'my_event', 'kahvi-ja-pulla', '東京-イベント', 'नमस्ते']) expect(validateSlug(slug)).toBeNull();
  });

  it('refuses /, ?, #, whitespace, upper case and other characters unsafe in a URL path', () => {
    for (const slug of ['a/b-c', 'what?', 'part#2', 'two words', 'tab\there', 'Demo', 'a.b.c', '50%off', 'q&a-x', 'emoji🎉', 'quote"s']) {
      expect(validateSlug(slug), slug).toBe(eventRuleMessages.slugCharacters);
    }
  });

  it('refuses an umlaut written as a letter plus a combining mark, so equal-looking slugs are one slug', () => {
    expect(validateSlug('ka\u0308se')).toBe(eventRuleMessages.slugCharacters);
  });

  it('needs a letter or digit at both ends', () => {
    for (const slug of ['---', '-abc', 'abc-', '_abc', '__name__']) expect(validateSlug(slug), slug).toBe(eventRuleMessages.slugEdges);
  });

  it('refuses more than 100 characters', () => {
    expect(validateSlug('a'.repeat(100))).toBeNull();
    expect(validateSlug('a'.repeat(101))).toBe('Slug can be at most 100 characters long.');
  });
});

describe('languages', () => {
  it('reads the settings page’s old Swedish code as Swedish', () => {
    expect(languageOf('swe')).toBe('swe');
    expect(languageOf('se')).toBe('swe');
    expect(languageOf('fi')).toBe('fi');
    expect(languageOf('de')).toBeNull();
  });

});
