import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './i18n';
import './ui/mantine.css';
import './styles.css';
import { theme } from './ui/theme';

// No <style> elements from Mantine (the CSP allows style files from the origin only): its CSS
// variables and classes come from the imported files (ui/mantine.css), not from the provider.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="auto" withCssVariables={false} withGlobalClasses={false}>
      <Notifications position="top-right" autoClose={3000} />
      {/* The first catalogue loads before the first screen paints (a few kB, one request). */}
      <Suspense fallback={null}>
        <App />
      </Suspense>
    </MantineProvider>
  </StrictMode>,
);
