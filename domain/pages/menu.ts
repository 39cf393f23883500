/**
 * Menus (spec 002 sections 2 "Menus", 3 "Menu", 4, 5, 8 and 9): where they are stored, their
 * shape, a new menu's defaults and the "Center logo" rule. No zod: the public site imports this
 * (the schema is menu-schema.ts).
 */
export const MENUS = (eventId: string) => `events/${eventId}/menus`;
export const MENU = (eventId: string, menuId: string) => `${MENUS(eventId)}/${menuId}`;

export const MENU_TYPES = ['header', 'footer'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** The spec stores the menu's switches as the strings "true" and "false". */
export type Flag = 'true' | 'false';
export type MenuTypeData = { visible: Flag; linksShow: Flag; fixed: Flag; centerLogo: Flag; showWaterMark: Flag };
/**
 * A menu's link: to one of the event's pages (id, label, slug: spec 002 section 3), or, with
 * `kind` 'chat' (issue 29), to the audience page of one of its chats (id: the chat's; no slug).
 */
export type MenuLink = { id: string; label: string; slug: string; kind?: 'chat' };
export const LINK_POSITIONS = ['left', 'center', 'right'] as const;
export type LinkPosition = (typeof LINK_POSITIONS)[number];

export type Menu = {
  id: string;
  name: string;
  title: string;
  type: MenuType;
  /** The logo's address ('' for none), and the second logo's. */
  img: string;
  secondaryLogo: string;
  pages: MenuLink[];
  colors: { mainColor: string; secondaryColor: string; backgroundColor: string };
  /** `position`: where the links sit in the bar. `params` is kept as stored; nothing edits it. */
  css: { params: string; position: LinkPosition };
  active: boolean;
  createdAt: Date | null;
  updatedAt: Date | null;
  typeData: MenuTypeData;
};

export type MenuInput = Omit<Menu, 'id' | 'createdAt' | 'updatedAt'>;

export const menuLimits = { nameMaxLength: 100, maxPages: 30, labelMaxLength: 100 } as const;
/** "Menu-" and a random number below 6942 (spec 002 section 9). */
export const MENU_NAME_RANDOM_BELOW = 6942;
export const DEFAULT_MENU_COLORS = { backgroundColor: '#fcfcfc', mainColor: '#000000', secondaryColor: '#0088FF' } as const;

export const menuMessages = {
  created: 'Menu created',
  updated: 'Menu updated!',
  deleted: 'Menu deleted!',
  failed: 'There was an issue updating the menu.',
  centerLogo: 'Center logo is only enabled when Show links is No',
  nameRequired: 'Please give the menu a name.',
  deletedPage: 'This page no longer exists: remove it from the menu.',
  unknownPage: 'That page is not one of this event’s pages.',
  unknownChat: 'That chat is not one of this event’s chats.',
  deletedChat: 'This chat no longer exists: remove it from the menu.',
  noMenu: 'There is no such menu.',
  deleteConfirm: 'Are you sure you want to delete this menu?',
} as const;

export function defaultMenu(random: () => number = Math.random): MenuInput {
  return {
    name: `Menu-${Math.floor(random() * MENU_NAME_RANDOM_BELOW)}`,
    title: '',
    type: 'header',
    img: '',
    secondaryLogo: '',
    pages: [],
    colors: { ...DEFAULT_MENU_COLORS },
    css: { params: '', position: 'right' },
    active: true,
    typeData: { visible: 'true', linksShow: 'true', fixed: 'false', centerLogo: 'false', showWaterMark: 'false' },
  };
}

/** The spec's rule: the logo can be centred only when the links are not shown. */
export const centerLogoAllowed = (typeData: Pick<MenuTypeData, 'linksShow'>): boolean => typeData.linksShow === 'false';

/** The first reason a menu cannot be saved, or null. */
export function menuProblem(menu: Pick<MenuInput, 'name' | 'typeData'>): string | null {
  if (menu.name.trim() === '') return menuMessages.nameRequired;
  if (menu.typeData.centerLogo === 'true' && !centerLogoAllowed(menu.typeData)) return menuMessages.centerLogo;
  return null;
}
