import {
  createTheme,
  type ActionIconProps,
  type AnchorProps,
  type BadgeProps,
  type ButtonProps,
  type CardProps,
  type ComboboxProps,
  type CSSVariablesResolver,
  darken,
  luminance,
  type MantineColorsTuple,
  type MenuProps,
  type NavLinkProps,
  type PaperProps,
  type TooltipProps,
} from '@mantine/core';

/**
 * A component's default props in the theme, typed by its props. What `Button.extend()` does, with
 * no component imported: the theme is in the entry, and through `.extend()` it took every
 * component it names, and all they use, into the code of every screen.
 */
const defaults = <Props>(defaultProps: Partial<Props>) => ({ defaultProps });

/** PostRadar's signal blue: the brand colour of buttons, links and active navigation. */
const radar: MantineColorsTuple = [
  '#eef0ff',
  '#dde1ff',
  '#b9c0ff',
  '#939dff',
  '#737fff',
  '#5f6cff',
  '#5461ff',
  '#4451e4',
  '#3a47cc',
  '#2d3cb4',
];

/** The deep navy of the landing hero and dark surfaces. */
const night: MantineColorsTuple = [
  '#eef0f7',
  '#d9dcea',
  '#b0b6d1',
  '#858fb8',
  '#626ea3',
  '#4c5996',
  '#404e91',
  '#323f7f',
  '#1b2550',
  '#0b1026',
];

/** Growth green for engagement increases. */
const signal: MantineColorsTuple = [
  '#e6fff6',
  '#d2fbeb',
  '#a6f5d6',
  '#76efc0',
  '#4fe9ad',
  '#37e6a1',
  '#26e49a',
  '#13ca85',
  '#00b375',
  '#009b63',
];

/**
 * Secondary text (`c="dimmed"`): Mantine's gray.6 reads at 3.3:1 on white, under the 4.5:1 that
 * WCAG AA asks of text; this gray reads at 4.5:1 or more on white and on the light grays of
 * cards, tiles and table headers.
 */
export const dimmedTextColor = '#646b73';

/** WCAG's contrast ratio of two colors. */
export function contrastRatio(first: string, second: string): number {
  const [lighter = 0, darker = 0] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/** The contrast WCAG AA asks of text. */
export const textContrast = 4.5;

/**
 * The light variant's text of a color: its darkest shade, darkened by tenths until it reads at
 * 4.5:1 on the variant's tint (shade 1). As Mantine has it, orange, green or yellow text on its
 * own tint reads at 3.6 to 4 (the 'Ad' and platform badges).
 */
function lightVariantText(shades: MantineColorsTuple): string {
  for (let tenths = 0; tenths < 5; tenths += 1) {
    const text = tenths === 0 ? shades[9] : darken(shades[9], tenths / 10);
    if (contrastRatio(text, shades[1]) >= textContrast) return text;
  }
  return darken(shades[9], 0.5);
}

/**
 * The CSS variables the theme changes from Mantine's, in the light scheme (give it to
 * MantineProvider): secondary text, links and the light variant's text (badges, light buttons),
 * so that they read at WCAG AA's contrast.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': dimmedTextColor,
    // Links one shade darker than the primary: radar.6 reads at 4.4:1 on the page's gray.
    '--mantine-color-anchor': 'var(--mantine-color-radar-7)',
    ...Object.fromEntries(
      Object.entries(resolved.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        lightVariantText(shades),
      ]),
    ),
  },
  dark: {},
});

const fontStack =
  "'Inter Variable', Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'radar',
  primaryShade: { light: 6, dark: 5 },
  colors: { radar, night, signal },
  fontFamily: fontStack,
  fontFamilyMonospace: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  headings: {
    fontFamily: fontStack,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: '2.75rem', lineHeight: '1.1' },
      h2: { fontSize: '2rem', lineHeight: '1.2' },
      h3: { fontSize: '1.375rem', lineHeight: '1.3' },
      h4: { fontSize: '1.125rem', lineHeight: '1.4' },
    },
  },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '6px', md: '10px', lg: '14px', xl: '20px' },
  cursorType: 'pointer',
  autoContrast: true,
  shadows: {
    xs: '0 1px 2px rgba(11, 16, 38, 0.06)',
    sm: '0 1px 3px rgba(11, 16, 38, 0.08), 0 1px 2px rgba(11, 16, 38, 0.04)',
    md: '0 6px 16px -4px rgba(11, 16, 38, 0.12), 0 2px 4px rgba(11, 16, 38, 0.05)',
    lg: '0 16px 32px -8px rgba(11, 16, 38, 0.18), 0 4px 8px rgba(11, 16, 38, 0.06)',
    xl: '0 28px 56px -12px rgba(11, 16, 38, 0.28)',
  },
  components: {
    Button: defaults<ButtonProps>({ radius: 'md' }),
    ActionIcon: defaults<ActionIconProps>({ radius: 'md', variant: 'subtle' }),
    Card: defaults<CardProps>({ radius: 'lg', withBorder: true, padding: 'lg' }),
    Paper: defaults<PaperProps>({ radius: 'lg' }),
    Badge: defaults<BadgeProps>({ radius: 'sm', variant: 'light' }),
    NavLink: defaults<NavLinkProps>({ variant: 'light' }),
    Menu: defaults<MenuProps>({ shadow: 'md', radius: 'md', withinPortal: true }),
    Tooltip: defaults<TooltipProps>({ withArrow: true, openDelay: 300 }),
    Anchor: defaults<AnchorProps>({ underline: 'hover' }),
    // A select's options are made when it opens: Mantine keeps them mounted by default, hidden,
    // and positions each closed dropdown as the page mounts (reading the computed style of the
    // freshly built page, then rendering the select again at once).
    Combobox: defaults<ComboboxProps>({ keepMounted: false }),
  },
});
