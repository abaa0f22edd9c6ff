import { createTheme } from '@mantine/core';

/** The app's Mantine theme: system fonts and the sizes of the rest of the app (14 px text). */
export const theme = createTheme({
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'sm',
  primaryColor: 'blue',
});
