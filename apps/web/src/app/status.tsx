import { createContext, useContext } from 'react';

/** Lets a page set the HTTP status of a server render (404 for the not-found page); the browser has no collector. */
export class StatusCollector {
  status = 200;
  report(status: number): void {
    this.status = status;
  }
}
export const StatusContext = createContext<StatusCollector | null>(null);

export function useStatus(status: number): void {
  useContext(StatusContext)?.report(status);
}
