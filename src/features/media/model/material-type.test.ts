import { describe, expect, it } from 'vitest';
import { materialTypeTag } from './material-type';

describe('materialTypeTag', () => {
  it.each([
    ['ppt', 'Powerpoint'],
    ['PPTX', 'Powerpoint'],
    ['pdf', 'PDF'],
    ['doc', 'Document'],
    ['docx', 'Document'],
  ])('tags %s as %s', (ext, tag) => expect(materialTypeTag(ext)).toBe(tag));
});
