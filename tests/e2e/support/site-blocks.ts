/**
 * A page holding one block of every palette entry, for the public site's layout (the e2e spec at
 * a phone's width) and for bench:lighthouse's front page. `word` goes into every title and text a
 * block shows: a long unbroken one shows whether the site breaks it or widens the page.
 */
import { newComponent, PALETTE, type PageComponent } from '@domain/pages/component';
import type { ApiInput } from '@domain/api/contracts';
import type { MenuLink } from '@domain/pages/menu';

export const PRELIVE_TITLE = 'Doors open soon';

export function everyBlock(word: string, image = '/favicon.svg'): PageComponent[] {
  const text = `<h2>Opening ${word}</h2><p>What this session is about, in a few sentences: ${word}.</p>`;
  return PALETTE.map((entry) => {
    const block = newComponent(entry, `b-${entry.key}`);
    switch (entry.key) {
      case 'prelive-image':
        return { ...block, customStates: true, editor: { ...block.editor, img: image, text: `${PRELIVE_TITLE} ${word}` }, params: { ...block.params, states: ['prelive'] } };
      case 'jumbotron':
        return { ...block, editor: { ...block.editor, title: `Welcome ${word}`, desc: `The summit ${word}`, ctaText: 'Register', link: '/e' } };
      case 'sbs':
        return { ...block, editor: { ...block.editor, img: image }, content: text };
      case 'sendmessage':
        return { ...block, editor: { ...block.editor, title: `Ask ${word}` } };
      default:
        return block.content !== '' ? { ...block, content: `${block.content}${text}` } : block;
    }
  });
}

/** A header menu for a site, linking its pages and chats (as the menu editor would save it). */
export function headerMenu(title: string, pages: MenuLink[]): ApiInput<'saveMenu'>['menu'] {
  return {
    name: 'Main',
    title,
    type: 'header',
    img: '',
    secondaryLogo: '',
    pages,
    colors: { mainColor: '#1f1f1f', secondaryColor: '#1f1f1f', backgroundColor: '#ffffff' },
    css: { params: '', position: 'right' },
    active: true,
    typeData: { visible: 'true', linksShow: 'true', fixed: 'false', centerLogo: 'false', showWaterMark: 'false' },
  };
}
