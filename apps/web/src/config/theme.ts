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
  '#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#fab005', '#f59f00', '#f08c00', '#8a4f00',
];
const orange: MantineColorsTuple = [
  '#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14', '#f76707', '#e8590c', '#a33a06',
];
const green: MantineColorsTuple = [
  '#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#2f9e44', '#2b8a3e', '#1f6b32',
];

export const theme = createTheme({
  primaryColor: 'veloport',
  primaryShade: { light: 7, dark: 5 },
  colors: { veloport, yellow, orange, green },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Required fields keep `required` (announced) without a "*" in their name; optional ones say "(optional)".
  // Plain objects rather than Component.extend(), so the theme does not pull every input into the first load.
  components: Object.fromEntries(
    ['TextInput', 'PasswordInput', 'NumberInput', 'NativeSelect', 'Textarea', 'Select'].map((name) => [
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
