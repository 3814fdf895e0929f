import { createContext } from 'react';

/** The scrolling body of the dialog around a component, between its title bar and its actions; null outside dialogs. */
export const DialogBodyContext = createContext<HTMLElement | null>(null);
