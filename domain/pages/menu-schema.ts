/** The schema of a menu as the editor sends it; the server parses every save with it, then checks menuProblem. */
import { z } from 'zod';
import { LINK_POSITIONS, MENU_TYPES, menuLimits, type MenuInput } from './menu';
import { linkUrl } from './page-schema';

const hexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'Colours are written as #rrggbb.');
const flag = z.enum(['true', 'false']);

export const menuInputSchema = z
  .object({
    name: z.string().max(menuLimits.nameMaxLength),
    title: z.string().max(menuLimits.nameMaxLength),
    type: z.enum(MENU_TYPES),
    img: linkUrl,
    secondaryLogo: linkUrl,
    pages: z
      .array(z.object({ id: z.string().min(1).max(200), label: z.string().max(menuLimits.labelMaxLength), slug: z.string().max(200), kind: z.literal('chat').optional() }).strict())
      .max(menuLimits.maxPages),
    colors: z.object({ mainColor: hexColor, secondaryColor: hexColor, backgroundColor: hexColor }).strict(),
    css: z.object({ params: z.string().max(2_000), position: z.enum(LINK_POSITIONS) }).strict(),
    active: z.boolean(),
    typeData: z.object({ visible: flag, linksShow: flag, fixed: flag, centerLogo: flag, showWaterMark: flag }).strict(),
  })
  .strict() satisfies z.ZodType<MenuInput>;
