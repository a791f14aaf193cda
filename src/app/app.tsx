import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { UpdatePrompt } from '../components/update-prompt.js';
import { createRouter } from './router.js';

export function App() {
  const [router] = useState(createRouter);
  return (
    <>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </>
  );
}
