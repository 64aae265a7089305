/**
 * The response shapes of the legacy REST contract (SPEC §7), written down once.
 * With an axios-style client, `nested` lists are read at `response.data.data.data`
 * and `flat` lists (the team) at `response.data.data`.
 */
export interface NestedList<T> {
  status: 'success';
  results: number;
  data: { data: T[] };
}

export interface NestedItem<T> {
  status: 'success';
  data: { data: T };
}

export interface FlatList<T> {
  status: 'success';
  results: number;
  data: T[];
}

export interface FlatItem<T> {
  status: 'success';
  data: T;
}

export const legacy = {
  nestedList: <T>(items: T[]): NestedList<T> => ({ status: 'success', results: items.length, data: { data: items } }),
  nestedItem: <T>(item: T): NestedItem<T> => ({ status: 'success', data: { data: item } }),
  flatList: <T>(items: T[]): FlatList<T> => ({ status: 'success', results: items.length, data: items }),
  flatItem: <T>(item: T): FlatItem<T> => ({ status: 'success', data: item }),
};
