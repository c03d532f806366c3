import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Shades 7 (buttons, links) and 9 (light variants) keep at least 4.5:1 contrast on white and shade 1.
const veloport: MantineColorsTuple = [
  '#e8f7f1',
  '#d3efe3',
  '#a8dec8',
  '#79ccab',
  '#52bd93',
  '#38b283',
  '#27a277',
  '#0f7a58',
  '#0b6a4c',
  '#06553c',
];

// Mantine's default shade 9 of these is too light for text on their light backgrounds (alerts).
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#fab005',
  '#f59f00',
  '#f08c00',
  '#8a4f00',
];
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#c2410c',
  '#a8380a',
  '#8a2f07',
];
// Filled buttons use shade 7 (primaryShade) with white text: Mantine's red 7 (#f03e3e, 3.8:1) and
// orange 7 (#f76707, 3.0:1) and green 7 (#2f9e44, 3.4:1) fail 4.5:1: confirm-delete and merge buttons
// were hard to read.
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#fa5252',
  '#c92a2a',
  '#b02525',
  '#8f1d1d',
];
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#1f7a33',
  '#1c6e2f',
  '#175c27',
];

export const theme = createTheme({
  primaryColor: 'veloport',
  primaryShade: { light: 7, dark: 5 },
  colors: { veloport, yellow, orange, green, red },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Required fields keep `required` (announced) without a "*" in their name; optional ones say "(optional)".
  // Plain objects rather than Component.extend(), so the theme does not pull every input into the first load.
  components: Object.fromEntries(
    ['TextInput', 'PasswordInput', 'NumberInput', 'NativeSelect', 'Textarea', 'Select', 'DateInput'].map((name) => [
      name,
      { defaultProps: { withAsterisk: false } },
    ]),
  ),
});

// Mantine's default error red, dimmed grey and placeholder grey fall under 4.5:1 on white.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
