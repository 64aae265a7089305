import { createContext, useContext } from 'react';

/** Lets a page set the HTTP status of a server render (404 for the not-found page). */
export const StatusContext = createContext<{ status: number }>({ status: 200 });

export function useStatus(status: number): void {
  const context = useContext(StatusContext);
  context.status = status;
}
