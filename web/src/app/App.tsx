import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './router';
import { AppDataProvider } from './ssr/AppDataProvider';
import { EMPTY_APP_DATA, type AppData } from './ssr/appData';

export function App({ data = EMPTY_APP_DATA }: { data?: AppData }) {
  const [router] = useState(createRouter);
  return (
    <AppDataProvider data={data}>
      <RouterProvider router={router} />
    </AppDataProvider>
  );
}
