import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { decodeSessionUser } from './decodeSessionUser';

/** Where the spec keeps the token: local storage, so a buyer stays signed in across tabs and visits. */
export const TOKEN_STORAGE_KEY = 'token';

const localStorageText = {
  getItem: (key: string, initialValue: string | null) => localStorage.getItem(key) ?? initialValue,
  setItem: (key: string, value: string | null) =>
    value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value),
  removeItem: (key: string) => localStorage.removeItem(key),
  // Signing in or out in another tab signs this one in or out too.
  subscribe: (key: string, callback: (value: string | null) => void) => {
    const listener = (event: StorageEvent) => {
      if (event.storageArea === localStorage && event.key === key) callback(event.newValue);
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
};

/** The one place the session lives: the token, read by the API client on every request. */
export const tokenAtom = atomWithStorage<string | null>(TOKEN_STORAGE_KEY, null, localStorageText, {
  getOnInit: true,
});

/** The signed-in buyer decoded from the token; null for a visitor or a token that cannot be read. */
export const sessionUserAtom = atom((get) => decodeSessionUser(get(tokenAtom)));
